import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { guildCreateJson, userJson } from './payloads.ts';
import { shardOf } from './snowflake.ts';
import type { World } from './world.ts';

/** Gateway opcodes and close codes (developer docs: Opcodes and Status Codes). */
const OP = { dispatch: 0, heartbeat: 1, identify: 2, presenceUpdate: 3, resume: 6, invalidSession: 9, hello: 10, heartbeatAck: 11 } as const;
const CLOSE = { unknownOpcode: 4001, decodeError: 4002, notAuthenticated: 4003, authenticationFailed: 4004, disallowedIntents: 4014 } as const;

/** GUILD_MEMBERS, GUILD_PRESENCES and MESSAGE_CONTENT: privileged, and not enabled for the stand-in's application. */
const PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15);
export const HEARTBEAT_INTERVAL_MS = 41_250;

export type GatewaySession = {
  readonly id: string;
  identified: boolean;
  intents: number;
  shard: readonly [number, number];
  /** Opcodes received from the bot, in order. */
  readonly received: number[];
};

type Connection = { readonly socket: WebSocket; readonly session: GatewaySession; seq: number };

export type Gateway = {
  readonly sessions: () => readonly GatewaySession[];
  /** Sends a dispatch event to every identified session whose shard holds the guild. */
  readonly dispatch: (event: string, data: unknown, guildId: string | undefined) => number;
  readonly close: () => Promise<void>;
};

export const attachGateway = (server: Server, world: World, gatewayUrl: () => string): Gateway => {
  const wss = new WebSocketServer({ server, path: '/gateway' });
  const connections: Connection[] = [];

  const send = (connection: Connection, op: number, d: unknown, t?: string): void => {
    const payload = op === OP.dispatch ? { op, d, s: (connection.seq += 1), t } : { op, d, s: null, t: null };
    connection.socket.send(JSON.stringify(payload));
  };

  const identify = (connection: Connection, d: Record<string, unknown>): void => {
    if (d.token !== world.token) {
      connection.socket.close(CLOSE.authenticationFailed, 'Authentication failed.');
      return;
    }
    const intents = typeof d.intents === 'number' ? d.intents : 0;
    if ((intents & PRIVILEGED_INTENTS) !== 0) {
      connection.socket.close(CLOSE.disallowedIntents, 'Disallowed intent(s).');
      return;
    }
    const shard = Array.isArray(d.shard) && d.shard.length === 2 ? ([Number(d.shard[0]), Number(d.shard[1])] as const) : ([0, 1] as const);
    Object.assign(connection.session, { identified: true, intents, shard });
    const guilds = shardOf(world.guild.id, shard[1]) === shard[0] ? [world.guild.id] : [];
    send(
      connection,
      OP.dispatch,
      {
        v: 10,
        user: { ...userJson(world.botUser), verified: true, mfa_enabled: false, flags: 0 },
        guilds: guilds.map((id) => ({ id, unavailable: true })),
        session_id: connection.session.id,
        resume_gateway_url: gatewayUrl(),
        shard,
        application: { id: world.applicationId, flags: 0 },
      },
      'READY',
    );
    for (const _ of guilds) send(connection, OP.dispatch, guildCreateJson(world), 'GUILD_CREATE');
    world.changed();
  };

  wss.on('connection', (socket) => {
    const connection: Connection = { socket, seq: 0, session: { id: randomUUID(), identified: false, intents: 0, shard: [0, 1], received: [] } };
    connections.push(connection);
    socket.on('close', () => {
      connections.splice(connections.indexOf(connection), 1);
      world.changed();
    });
    socket.on('message', (raw) => {
      let payload: { op?: unknown; d?: unknown };
      try {
        payload = JSON.parse(String(raw)) as { op?: unknown; d?: unknown };
      } catch {
        socket.close(CLOSE.decodeError, 'Decode error.');
        return;
      }
      const op = typeof payload.op === 'number' ? payload.op : -1;
      connection.session.received.push(op);
      if (op === OP.heartbeat) send(connection, OP.heartbeatAck, undefined);
      else if (op === OP.identify) identify(connection, typeof payload.d === 'object' && payload.d !== null ? (payload.d as Record<string, unknown>) : {});
      else if (op === OP.resume) send(connection, OP.invalidSession, false);
      else if (!connection.session.identified) socket.close(CLOSE.notAuthenticated, 'Not authenticated.');
      else if (op !== OP.presenceUpdate) socket.close(CLOSE.unknownOpcode, 'Unknown opcode.');
    });
    send(connection, OP.hello, { heartbeat_interval: HEARTBEAT_INTERVAL_MS });
  });

  return {
    sessions: () => connections.map((c) => c.session),
    dispatch: (event, data, guildId) => {
      const targets = connections.filter((c) => c.session.identified && shardOf(guildId, c.session.shard[1]) === c.session.shard[0]);
      for (const target of targets) send(target, OP.dispatch, data, event);
      return targets.length;
    },
    close: async () => {
      for (const c of connections) c.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
};
