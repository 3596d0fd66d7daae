import {
  alreadyAcknowledged,
  DiscordError,
  invalidForm,
  unknownInteraction,
  unknownMessage,
  unknownWebhook,
} from './discord-error.ts';
import { MESSAGE_FLAGS, parseMessageBody } from './message-rules.ts';
import { ALLOWED_CALLBACKS, CALLBACK_TYPES, type AutocompleteChoice, type StoredInteraction, type StoredMessage } from './model.ts';
import { messageJson } from './payloads.ts';
import { noContent, ok, param, type RestCall, type RestResult } from './rest-context.ts';

/** Discord's interaction deadlines (developer docs: Receiving and Responding). */
export const INITIAL_RESPONSE_MS = 3_000;
export const TOKEN_LIFETIME_MS = 15 * 60_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseChoices = (data: unknown): readonly AutocompleteChoice[] => {
  const raw = isRecord(data) ? data.choices : undefined;
  if (!Array.isArray(raw)) throw invalidForm('data.choices', 'is required');
  if (raw.length > 25) throw invalidForm('data.choices', 'must be 25 or fewer in length');
  return raw.map((c: unknown, i) => {
    const choice = isRecord(c) ? c : {};
    if (typeof choice.name !== 'string' || choice.name.length < 1 || choice.name.length > 100) {
      throw invalidForm(`data.choices[${i}].name`, 'must be 1-100 characters');
    }
    if (typeof choice.value !== 'string' && typeof choice.value !== 'number') throw invalidForm(`data.choices[${i}].value`, 'is required');
    return { name: choice.name, value: choice.value };
  });
};

/** POST /interactions/{id}/{token}/callback: the one initial response, within 3 s. */
export const interactionCallback = (call: RestCall): RestResult => {
  const { world } = call;
  const interaction = world.interactions.get(param(call, 0));
  if (!interaction || interaction.token !== param(call, 1)) throw unknownInteraction();
  if (interaction.callbackType !== undefined) throw alreadyAcknowledged();
  if (world.now() - interaction.createdAt > INITIAL_RESPONSE_MS) throw unknownInteraction();
  const body = isRecord(call.json) ? call.json : {};
  const type = body.type;
  if (typeof type !== 'number' || !ALLOWED_CALLBACKS[interaction.kind].includes(type)) {
    throw invalidForm('type', `callback type ${String(type)} is not valid for a ${interaction.kind} interaction`);
  }
  const data = body.data ?? {};
  let message: StoredMessage | undefined;
  if (type === CALLBACK_TYPES.channelMessage) {
    const body = parseMessageBody(data, call.files, true);
    interaction.said.push(body.content ?? '');
    message = world.createMessage(interaction.channelId, body, call.files, {
      visibleTo: interaction.userId,
      interactionId: interaction.id,
    });
  } else if (type === CALLBACK_TYPES.deferredChannelMessage) {
    const flags = isRecord(data) && typeof data.flags === 'number' ? data.flags & MESSAGE_FLAGS.ephemeral : 0;
    message = world.createMessage(interaction.channelId, { flags }, [], { visibleTo: interaction.userId, interactionId: interaction.id, loading: true });
  } else if (type === CALLBACK_TYPES.deferredUpdate || type === CALLBACK_TYPES.updateMessage) {
    message = interaction.sourceMessageId === undefined ? undefined : world.liveMessage(interaction.sourceMessageId);
    if (!message) throw unknownMessage();
    if (type === CALLBACK_TYPES.updateMessage) {
      const body = parseMessageBody(data, call.files, false);
      interaction.said.push(body.content ?? message.content);
      world.editMessage(message, body, call.files);
    }
  } else {
    interaction.choices = parseChoices(data);
  }
  interaction.callbackType = type;
  interaction.originalMessageId = message?.id;
  world.changed();
  if (call.query.get('with_response') !== 'true') return noContent;
  return ok({
    interaction: {
      id: interaction.id,
      type: interaction.kind === 'command' ? 2 : interaction.kind === 'component' ? 3 : 4,
      response_message_id: message?.id,
      response_message_loading: message ? (message.flags & MESSAGE_FLAGS.loading) !== 0 : undefined,
      response_message_ephemeral: message ? (message.flags & MESSAGE_FLAGS.ephemeral) !== 0 : undefined,
    },
    resource: { type, ...(message ? { message: messageJson(world, call.origin, message) } : {}) },
  });
};

/** The interaction behind a webhook token, once it has its initial response and while its token lives. */
const webhookInteraction = (call: RestCall): StoredInteraction => {
  const { world } = call;
  if (param(call, 0) !== world.applicationId) throw unknownWebhook();
  const interaction = [...world.interactions.values()].find((i) => i.token === param(call, 1));
  if (!interaction) throw unknownWebhook();
  if (world.now() - interaction.createdAt > TOKEN_LIFETIME_MS) throw new DiscordError(401, 50027, 'Invalid Webhook Token');
  if (interaction.callbackType === undefined) {
    throw new DiscordError(404, 10015, 'Unknown Webhook (a follow-up or edit before the initial response)');
  }
  return interaction;
};

const webhookMessage = (call: RestCall, interaction: StoredInteraction): StoredMessage => {
  const id = param(call, 2);
  const messageId = id === '@original' ? interaction.originalMessageId : interaction.followUpIds.find((f) => f === id);
  const message = messageId === undefined ? undefined : call.world.liveMessage(messageId);
  if (!message) throw unknownMessage();
  return message;
};

/** POST /webhooks/{app}/{token}: a follow-up. After a deferred reply, the first one fills the loading message (as Discord does). */
export const createFollowUp = (call: RestCall): RestResult => {
  const { world } = call;
  const interaction = webhookInteraction(call);
  const body = parseMessageBody(call.json, call.files, true);
  interaction.said.push(body.content ?? '');
  const original = interaction.originalMessageId === undefined ? undefined : world.liveMessage(interaction.originalMessageId);
  if (original && (original.flags & MESSAGE_FLAGS.loading) !== 0) {
    return ok(messageJson(world, call.origin, world.editMessage(original, body, call.files)));
  }
  const message = world.createMessage(interaction.channelId, body, call.files, { visibleTo: interaction.userId, interactionId: interaction.id });
  interaction.followUpIds.push(message.id);
  // waiters probe followUps(), which only now includes the message
  world.changed();
  return ok(messageJson(world, call.origin, message));
};

export const getWebhookMessage = (call: RestCall): RestResult =>
  ok(messageJson(call.world, call.origin, webhookMessage(call, webhookInteraction(call))));

export const editWebhookMessage = (call: RestCall): RestResult => {
  const interaction = webhookInteraction(call);
  const message = webhookMessage(call, interaction);
  const body = parseMessageBody(call.json, call.files, false);
  interaction.said.push(body.content ?? message.content);
  return ok(messageJson(call.world, call.origin, call.world.editMessage(message, body, call.files)));
};

export const deleteWebhookMessage = (call: RestCall): RestResult => {
  call.world.deleteMessage(webhookMessage(call, webhookInteraction(call)));
  return noContent;
};
