import WebSocket from 'ws';
import type { StandIn } from './standin.ts';

/**
 * A bare-hands Discord client for the stand-in's own tests: raw gateway frames and raw REST calls, so each
 * test can break exactly one rule on purpose. (The real bot's tests use discord.js through `npm start`.)
 */
export type GatewayFrame = { readonly op: number; readonly d: unknown; readonly s: number | null; readonly t: string | null };
export type RestAnswer = { readonly status: number; readonly json: unknown };
export type UploadFile = { readonly name: string; readonly type: string; readonly bytes: Uint8Array };

export type RawBot = {
  readonly frames: GatewayFrame[];
  readonly send: (op: number, d: unknown) => void;
  readonly nextFrame: (match: (frame: GatewayFrame) => boolean) => Promise<GatewayFrame>;
  readonly closed: () => Promise<number>;
  readonly close: () => void;
};

export const rest = async (standIn: StandIn, method: string, path: string, body?: unknown, files: readonly UploadFile[] = [], auth = true): Promise<RestAnswer> => {
  const headers: Record<string, string> = auth ? { authorization: `Bot ${standIn.token}` } : {};
  let payload: FormData | string | undefined;
  if (files.length > 0) {
    const form = new FormData();
    form.append('payload_json', JSON.stringify(body ?? {}));
    files.forEach((f, i) => form.append(`files[${i}]`, new Blob([f.bytes], { type: f.type }), f.name));
    payload = form;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${standIn.apiUrl}/v10${path}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
};

export const openGateway = async (standIn: StandIn): Promise<RawBot> => {
  const info = await rest(standIn, 'GET', '/gateway/bot');
  const url = (info.json as { url: string }).url;
  const socket = new WebSocket(`${url}?v=10&encoding=json`);
  const frames: GatewayFrame[] = [];
  const waiters: { match: (f: GatewayFrame) => boolean; resolve: (f: GatewayFrame) => void }[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as GatewayFrame;
    frames.push(frame);
    for (const w of waiters.filter((w) => w.match(frame))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    frames,
    send: (op, d) => socket.send(JSON.stringify({ op, d })),
    nextFrame: (match) =>
      new Promise((resolve) => {
        const seen = frames.find(match);
        if (seen) resolve(seen);
        else waiters.push({ match, resolve });
      }),
    closed: () => closed,
    close: () => socket.close(1000),
  };
};

export const GUILDS_INTENT = 1;

/** Connects and identifies with the Guilds intent; resolves once GUILD_CREATE has arrived. */
export const connectRawBot = async (standIn: StandIn): Promise<RawBot> => {
  const bot = await openGateway(standIn);
  await bot.nextFrame((f) => f.op === 10);
  bot.send(2, { token: standIn.token, intents: GUILDS_INTENT, properties: { os: 'linux', browser: 'raw', device: 'raw' } });
  await bot.nextFrame((f) => f.t === 'GUILD_CREATE');
  return bot;
};

export type ReceivedInteraction = { readonly id: string; readonly token: string; readonly [key: string]: unknown };

/** The INTERACTION_CREATE payload for interaction `id`, once the gateway delivered it. */
export const receivedInteraction = async (bot: RawBot, id: string): Promise<ReceivedInteraction> => {
  const frame = await bot.nextFrame((f) => f.t === 'INTERACTION_CREATE' && (f.d as { id?: string }).id === id);
  return frame.d as ReceivedInteraction;
};

/** Registers a minimal `/suburbia` with the subcommands the tests run. */
export const registerTestCommand = async (standIn: StandIn): Promise<void> => {
  const answer = await rest(standIn, 'PUT', `/applications/${standIn.applicationId}/commands`, [
    {
      name: 'suburbia',
      description: 'test command',
      options: [
        { type: 1, name: 'help', description: 'help', options: [{ type: 3, name: 'topic', description: 'page', choices: [{ name: 'Turn', value: 'turn' }] }] },
        { type: 1, name: 'tile', description: 'a tile', options: [{ type: 3, name: 'name', description: 'tile name', required: true, autocomplete: true }] },
        { type: 1, name: 'new', description: 'new', options: [{ type: 4, name: 'players', description: 'count', min_value: 1, max_value: 4 }] },
      ],
    },
  ]);
  if (answer.status !== 200) throw new Error(`registering the test command failed: ${JSON.stringify(answer.json)}`);
};
