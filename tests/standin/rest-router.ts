import { DiscordError, unauthorized, unknownRoute } from './discord-error.ts';
import { getCommands, putCommands, postCommand, deleteCommand } from './rest-commands.ts';
import {
  createChannelMessage,
  createDmChannel,
  deleteChannelMessage,
  editChannelMessage,
  getApplication,
  getChannel,
  modifyChannel,
  getChannelMessage,
  getGatewayBot,
  getGuild,
  getGuildChannels,
  getGuildMember,
  getUser,
  listChannelMessages,
} from './rest-channels.ts';
import { createFollowUp, deleteWebhookMessage, editWebhookMessage, getWebhookMessage, interactionCallback } from './rest-interactions.ts';
import { parseBody, type RestCall, type RestResult } from './rest-context.ts';
import type { World } from './world.ts';

type Handler = (call: RestCall) => RestResult;
/** `bot`: needs "Authorization: Bot <token>"; interaction callbacks and webhooks are authorised by their token instead. */
type Route = { readonly method: string; readonly pattern: RegExp; readonly auth: 'bot' | 'token'; readonly handle: Handler };

const ID = '(\\d+)';
const TOKEN = '([^/]+)';
const route = (method: string, path: string, handle: Handler, auth: 'bot' | 'token' = 'bot'): Route => ({
  method,
  pattern: new RegExp(`^${path}$`),
  auth,
  handle,
});

/** The REST v10 routes the bot may call; anything else is an unknown route and fails the test. */
const ROUTES: readonly Route[] = [
  route('GET', '/gateway/bot', getGatewayBot),
  route('GET', '/users/(@me)', getUser),
  route('GET', `/users/${ID}`, getUser),
  route('POST', '/users/@me/channels', createDmChannel),
  route('GET', '/applications/@me', getApplication),
  route('GET', `/applications/${ID}/commands`, getCommands(false)),
  route('PUT', `/applications/${ID}/commands`, putCommands(false)),
  route('POST', `/applications/${ID}/commands`, postCommand(false)),
  route('DELETE', `/applications/${ID}/commands/${ID}`, deleteCommand(false)),
  route('GET', `/applications/${ID}/guilds/${ID}/commands`, getCommands(true)),
  route('PUT', `/applications/${ID}/guilds/${ID}/commands`, putCommands(true)),
  route('POST', `/applications/${ID}/guilds/${ID}/commands`, postCommand(true)),
  route('DELETE', `/applications/${ID}/guilds/${ID}/commands/${ID}`, deleteCommand(true)),
  route('POST', `/interactions/${ID}/${TOKEN}/callback`, interactionCallback, 'token'),
  route('POST', `/webhooks/${ID}/${TOKEN}`, createFollowUp, 'token'),
  route('GET', `/webhooks/${ID}/${TOKEN}/messages/(@original|\\d+)`, getWebhookMessage, 'token'),
  route('PATCH', `/webhooks/${ID}/${TOKEN}/messages/(@original|\\d+)`, editWebhookMessage, 'token'),
  route('DELETE', `/webhooks/${ID}/${TOKEN}/messages/(@original|\\d+)`, deleteWebhookMessage, 'token'),
  route('GET', `/channels/${ID}`, getChannel),
  route('PATCH', `/channels/${ID}`, modifyChannel),
  route('GET', `/channels/${ID}/messages`, listChannelMessages),
  route('POST', `/channels/${ID}/messages`, createChannelMessage),
  route('GET', `/channels/${ID}/messages/${ID}`, getChannelMessage),
  route('PATCH', `/channels/${ID}/messages/${ID}`, editChannelMessage),
  route('DELETE', `/channels/${ID}/messages/${ID}`, deleteChannelMessage),
  route('GET', `/guilds/${ID}`, getGuild),
  route('GET', `/guilds/${ID}/channels`, getGuildChannels),
  route('GET', `/guilds/${ID}/members/${ID}`, getGuildMember),
];

export const API_PREFIX = '/api/v10';

/** Lookups of things that may legitimately be gone (a deleted channel or message) are answers, not bot mistakes. */
const LOOKUP_MISSES: readonly number[] = [10003, 10004, 10007, 10008, 10013];

export type RestRequest = {
  readonly method: string;
  readonly url: URL;
  readonly contentType: string | undefined;
  readonly authorization: string | undefined;
  readonly body: Buffer;
};

/** Answers one REST request; every refused request except 50007 and lookup misses is recorded as a violation. */
export const handleRest = async (world: World, origin: string, request: RestRequest): Promise<RestResult> => {
  const path = decodeURIComponent(request.url.pathname.slice(API_PREFIX.length));
  world.requests.push(`${request.method} ${path}`);
  const refused = world.refusals.findIndex((pattern) => pattern.test(`${request.method} ${path}`));
  if (refused >= 0) {
    world.refusals.splice(refused, 1);
    world.changed();
    return { status: 400, json: new DiscordError(400, 50035, 'Invalid Form Body (refused by the test)').body() };
  }
  try {
    const matching = ROUTES.map((r) => ({ r, match: r.method === request.method ? r.pattern.exec(path) : null })).find((m) => m.match);
    if (!matching?.match) throw unknownRoute();
    if (matching.r.auth === 'bot' && request.authorization !== `Bot ${world.token}`) throw unauthorized();
    const { json, files } = await parseBody(request.contentType, request.body);
    return matching.r.handle({ world, origin, method: request.method, path, query: request.url.searchParams, params: matching.match.slice(1), json, files });
  } catch (error) {
    if (!(error instanceof DiscordError)) throw error;
    if (error.code === 50007) {
      world.dmRefusals.push({ path, at: world.now() });
      world.changed();
    } else if (!(request.method === 'GET' && LOOKUP_MISSES.includes(error.code))) {
      world.recordViolation({ method: request.method, path, status: error.status, code: error.code, message: error.message });
    }
    return { status: error.status, json: error.body() };
  }
};
