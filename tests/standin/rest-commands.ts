import { invalidForm, unknownCommand, unknownGuild } from './discord-error.ts';
import { parseCommandDefinition, type CommandDefinition } from './command-schema.ts';
import { ok, param, noContent, type RestCall, type RestResult } from './rest-context.ts';
import type { RegisteredCommand } from './model.ts';

/** Command registration, global (`guildId` undefined) and per guild. */

const listFor = (call: RestCall, guildId: string | undefined): RegisteredCommand[] => {
  const { world } = call;
  if (guildId === undefined) return world.globalCommands;
  if (guildId !== world.guild.id) throw unknownGuild();
  const list = world.guildCommands.get(guildId) ?? [];
  world.guildCommands.set(guildId, list);
  return list;
};

const checkApplication = (call: RestCall): void => {
  if (param(call, 0) !== call.world.applicationId) throw unknownCommand();
};

/** A re-registered command keeps its id, and its version while its definition is unchanged (as Discord does). */
const registered = (call: RestCall, guildId: string | undefined, definition: CommandDefinition, previous: RegisteredCommand | undefined): RegisteredCommand => {
  const unchanged = previous !== undefined && JSON.stringify(definitionOf(previous)) === JSON.stringify(definition);
  return {
    ...definition,
    id: previous?.id ?? call.world.nextId(),
    version: unchanged ? previous.version : call.world.nextId(),
    application_id: call.world.applicationId,
    ...(guildId === undefined ? {} : { guild_id: guildId }),
  };
};

const definitionOf = (command: RegisteredCommand): CommandDefinition => ({
  name: command.name,
  description: command.description,
  type: command.type,
  options: command.options,
  default_member_permissions: command.default_member_permissions,
  contexts: command.contexts,
});

export const getCommands = (guildScoped: boolean) => (call: RestCall): RestResult => {
  checkApplication(call);
  return ok(listFor(call, guildScoped ? param(call, 1) : undefined));
};

export const putCommands = (guildScoped: boolean) => (call: RestCall): RestResult => {
  checkApplication(call);
  const guildId = guildScoped ? param(call, 1) : undefined;
  const list = listFor(call, guildId);
  if (!Array.isArray(call.json)) throw invalidForm('body', 'must be an array of commands');
  if (call.json.length > 100) throw invalidForm('body', 'at most 100 commands');
  const definitions = call.json.map((raw, i) => parseCommandDefinition(raw, `[${i}]`));
  if (new Set(definitions.map((d) => d.name)).size !== definitions.length) throw invalidForm('body', 'command names must be unique');
  const next = definitions.map((d) => registered(call, guildId, d, list.find((c) => c.name === d.name)));
  list.splice(0, list.length, ...next);
  call.world.changed();
  return ok(next);
};

export const postCommand = (guildScoped: boolean) => (call: RestCall): RestResult => {
  checkApplication(call);
  const guildId = guildScoped ? param(call, 1) : undefined;
  const list = listFor(call, guildId);
  const definition = parseCommandDefinition(call.json, 'body');
  const previous = list.find((c) => c.name === definition.name);
  const command = registered(call, guildId, definition, previous);
  list.splice(0, list.length, ...list.filter((c) => c.name !== definition.name), command);
  call.world.changed();
  return { status: previous ? 200 : 201, json: command };
};

export const deleteCommand = (guildScoped: boolean) => (call: RestCall): RestResult => {
  checkApplication(call);
  const list = listFor(call, guildScoped ? param(call, 1) : undefined);
  const id = param(call, guildScoped ? 2 : 1);
  const index = list.findIndex((c) => c.id === id);
  if (index < 0) throw unknownCommand();
  list.splice(index, 1);
  call.world.changed();
  return noContent;
};
