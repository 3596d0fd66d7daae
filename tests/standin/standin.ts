import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { NotOffered } from './command-invocation.ts';
import { attachGateway, type GatewaySession } from './gateway.ts';
import { ALL_TEXT_PERMISSIONS, CHANNEL_TYPES, type RegisteredCommand, type StoredChannel, type StoredInteraction, type Violation } from './model.ts';
import { channelJson, interactionJson } from './payloads.ts';
import { API_PREFIX, handleRest } from './rest-router.ts';
import { ScriptedUser, type ChannelRef, type UserContext } from './scripted-user.ts';
import { messageView, type MessageView } from './views.ts';
import { World } from './world.ts';

export type StandInOptions = {
  /** The clock Discord's deadlines are measured with; default Date.now. */
  readonly now?: () => number;
};

export type ChannelHandle = { readonly id: string; readonly name: string };

export type StandIn = {
  /** The value for DISCORD_API_URL: discord.js appends /v10 to it. */
  readonly apiUrl: string;
  /** http://127.0.0.1:port */
  readonly origin: string;
  readonly token: string;
  readonly applicationId: string;
  readonly guildId: string;
  /** The guild's first text channel, #general. */
  readonly general: ChannelHandle;
  /** Requests refused because the bot broke a Discord rule, and calls to unknown routes. Tests assert it stays empty. */
  readonly violations: readonly Violation[];
  /** DMs refused with 50007 because the user closed DMs. */
  readonly dmRefusals: readonly { readonly path: string; readonly at: number }[];
  /** Every REST request, as "METHOD /path" (after /api/v10). */
  readonly requests: readonly string[];
  /** A user of the guild; `member: false` makes a Discord user outside it (for options a modified client sends). */
  readonly addUser: (name: string, options?: { readonly dmsOpen?: boolean; readonly member?: boolean }) => ScriptedUser;
  /** The next request whose "METHOD /path" matches is refused with 50035 (not a violation): Discord refusing a body. */
  readonly refuseNext: (request: RegExp) => void;
  /** A text channel, or a public thread when `parent` is given. */
  readonly addChannel: (name: string, options?: { readonly parent?: ChannelRef; readonly botPermissions?: bigint }) => ChannelHandle;
  readonly setBotPermissions: (channel: ChannelRef, permissions: bigint) => void;
  /** Archives a thread, as Discord does after inactivity (THREAD_UPDATE); a bot message unarchives it. */
  readonly archiveThread: (thread: ChannelRef) => void;
  /** Deletes a channel or thread (CHANNEL_DELETE / THREAD_DELETE); its messages go with it. */
  readonly deleteChannel: (channel: ChannelRef) => void;
  readonly globalCommands: () => readonly RegisteredCommand[];
  readonly guildCommands: () => readonly RegisteredCommand[];
  readonly gatewaySessions: () => readonly GatewaySession[];
  /** Public messages of a channel (what someone outside any interaction sees), oldest first. */
  readonly publicMessages: (channel: ChannelRef) => readonly MessageView[];
  /** Resolves with the probe's first non-undefined value; rejects on a new violation or after `timeoutMs`. */
  readonly waitFor: <T>(what: string, probe: () => T | undefined, timeoutMs?: number) => Promise<T>;
  /** Waits until a bot session has identified and received its guild. */
  readonly waitForBot: (timeoutMs?: number) => Promise<GatewaySession>;
  /** Environment for the bot process: token, application id, API URL. */
  readonly botEnv: () => Record<string, string>;
  readonly stop: () => Promise<void>;
};

const DEFAULT_WAIT_MS = 20_000;

const readBody = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

const describe = (v: Violation): string => `${v.method} ${v.path} → ${v.status} (${v.code}) ${v.message}`;

/** Starts a Discord stand-in on 127.0.0.1 at an ephemeral port: REST v10 under /api, the gateway at /gateway. */
export const startStandIn = async (options: StandInOptions = {}): Promise<StandIn> => {
  const world = new World({ now: options.now ?? Date.now, token: `standin.${randomBytes(18).toString('base64url')}` });
  const general = world.addChannel('general');
  let origin = '';

  const serveAttachment = (path: string, response: ServerResponse): boolean => {
    const match = /^\/attachments\/(\d+)\/(\d+)\/[^/]+$/.exec(path);
    const found = match
      ? [...world.messages.values()].filter((m) => m.channelId === match[1] && !m.deleted).flatMap((m) => m.attachments).find((a) => a.id === match[2])
      : undefined;
    if (!found) return false;
    response.writeHead(200, { 'content-type': found.contentType, 'content-length': found.bytes.length });
    response.end(found.bytes);
    return true;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const body = await readBody(request);
      if (request.method === 'GET' && serveAttachment(url.pathname, response)) return;
      if (!url.pathname.startsWith(`${API_PREFIX}/`)) {
        world.recordViolation({ method: request.method ?? '?', path: url.pathname, status: 404, code: 0, message: '404: Not Found (outside the API)' });
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 0, message: '404: Not Found' }));
        return;
      }
      const result = await handleRest(world, origin, {
        method: request.method ?? 'GET',
        url,
        contentType: request.headers['content-type'],
        authorization: request.headers.authorization,
        body,
      });
      if (result.json === undefined) response.writeHead(result.status).end();
      else response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.json));
    })().catch((error: unknown) => {
      world.recordViolation({ method: request.method ?? '?', path: request.url ?? '?', status: 500, code: 0, message: `stand-in failure: ${String(error)}` });
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  const gateway = attachGateway(server, world, () => `${origin.replace(/^http/, 'ws')}/gateway`);
  world.events.on('dispatch', (event: string, data: unknown, guildId: string | undefined) => gateway.dispatch(event, data, guildId));
  const storedChannel = (channel: ChannelRef): StoredChannel => {
    const stored = world.channels.get(channel.id);
    if (!stored) throw new Error(`unknown channel ${channel.id}`);
    return stored;
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const waitFor = <T>(what: string, probe: () => T | undefined, timeoutMs = DEFAULT_WAIT_MS): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const stop = (): void => {
        clearTimeout(timer);
        world.events.off('change', check);
        world.events.off('violation', onViolation);
      };
      const check = (): void => {
        const value = probe();
        if (value === undefined) return;
        stop();
        resolve(value);
      };
      const onViolation = (violation: Violation): void => {
        stop();
        reject(new Error(`while waiting for ${what}, the bot broke a rule: ${describe(violation)}`));
      };
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`waited ${timeoutMs} ms for ${what}; last requests: ${world.requests.slice(-5).join(', ') || 'none'}`));
      }, timeoutMs);
      world.events.on('change', check);
      world.events.on('violation', onViolation);
      check();
    });

  const startInteraction: UserContext['startInteraction'] = (kind, user, channelId, data, source) => {
    const interaction: StoredInteraction = {
      id: world.nextId(),
      token: world.newToken(),
      kind,
      userId: user.id,
      channelId,
      guildId: world.channels.get(channelId)?.guildId,
      sourceMessageId: source?.id,
      sourceRevision: source?.revision,
      createdAt: world.now(),
      followUpIds: [],
      said: [],
    };
    world.interactions.set(interaction.id, interaction);
    const delivered = gateway.dispatch('INTERACTION_CREATE', interactionJson(world, origin, interaction, data), interaction.guildId);
    if (delivered === 0) throw new NotOffered('no bot is connected to the gateway');
    return interaction;
  };
  const context: UserContext = { world, origin, startInteraction, waitFor };

  return {
    apiUrl: `${origin}/api`,
    origin,
    token: world.token,
    applicationId: world.applicationId,
    guildId: world.guild.id,
    general,
    violations: world.violations,
    dmRefusals: world.dmRefusals,
    requests: world.requests,
    addUser: (name, userOptions = {}) => new ScriptedUser(context, world.addUser(name, userOptions.dmsOpen ?? true, userOptions.member ?? true)),
    refuseNext: (request) => {
      world.refusals.push(request);
    },
    addChannel: (name, channelOptions = {}) => {
      const channel = world.addChannel(name, channelOptions.parent?.id, channelOptions.botPermissions ?? ALL_TEXT_PERMISSIONS);
      const event = channel.parentId === undefined ? 'CHANNEL_CREATE' : 'THREAD_CREATE';
      world.dispatch(event, { ...channelJson(world, channel), ...(channel.parentId === undefined ? {} : { newly_created: true }) }, world.guild.id);
      return channel;
    },
    setBotPermissions: (channel, permissions) => {
      storedChannel(channel).botPermissions = permissions;
    },
    archiveThread: (thread) => {
      const stored = storedChannel(thread);
      if (stored.type !== CHANNEL_TYPES.publicThread) throw new Error(`${stored.name} is not a thread`);
      stored.archived = true;
      world.dispatch('THREAD_UPDATE', channelJson(world, stored), stored.guildId);
      world.changed();
    },
    deleteChannel: (channel) => {
      const stored = storedChannel(channel);
      const json = channelJson(world, stored);
      world.channels.delete(stored.id);
      for (const message of world.messages.values()) if (message.channelId === stored.id) message.deleted = true;
      world.dispatch(stored.type === CHANNEL_TYPES.publicThread ? 'THREAD_DELETE' : 'CHANNEL_DELETE', json, stored.guildId);
      world.changed();
    },
    globalCommands: () => world.globalCommands,
    guildCommands: () => world.guildCommands.get(world.guild.id) ?? [],
    gatewaySessions: gateway.sessions,
    publicMessages: (channel) =>
      [...world.messages.values()].filter((m) => m.channelId === channel.id && !m.deleted && m.visibleTo === undefined).map((m) => messageView(origin, m)),
    waitFor,
    waitForBot: (timeoutMs) => waitFor('a bot to identify on the gateway', () => gateway.sessions().find((s) => s.identified), timeoutMs),
    botEnv: () => ({ DISCORD_TOKEN: world.token, DISCORD_APPLICATION_ID: world.applicationId, DISCORD_API_URL: `${origin}/api` }),
    stop: async () => {
      await gateway.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
