/**
 * A player's turn as the bot answers it, without Discord's network: the Confirm click's custom_id is decoded into
 * a flow event, the Discord-free flow (src/bot/flow/handle.ts) loads the game, applies the move, appends it with
 * the version check, schedules the turn's jobs, renders the board and returns its effects, and the discord.js
 * adapter's `options` builds the reply payloads. The "without pictures" variant runs the same steps with the same
 * functions but leaves out the board pictures (the flow has no switch for that).
 *
 * The simulated players choose with the engine's built-in policy through the same staged choices (offerPlacements
 * gives the spot number, as the select menu does; a border's side and place likewise); choosing is not timed.
 */
import { applyMove, choiceOfMove, choosePolicyMove, newGame, rulesVersionFor, type GameState, type SetId, type TurnMove } from '../../src/engine/index.ts';
import { encodeCustomId, parseCustomId } from '../../src/bot/custom-id.ts';
import { options as discordOptions } from '../../src/bot/channel-effects.ts';
import { turnRows, whoseTurn } from '../../src/bot/flow/board.ts';
import { actionCode, slotCode } from '../../src/bot/flow/codes.ts';
import { gameTitle, seatOf, stateOf } from '../../src/bot/flow/game.ts';
import { handleEvent } from '../../src/bot/flow/handle.ts';
import { summaryEmbed } from '../../src/bot/flow/summary.ts';
import { spotOfMove } from '../../src/bot/flow/spots.ts';
import { moveOf, type Draft } from '../../src/bot/flow/turn-stages.ts';
import type { Effect, FlowDeps, MessageSpec } from '../../src/bot/flow/types.ts';
import { scheduleTurnJobs } from '../../src/bot/scheduler/turn-jobs.ts';
import type { Store } from '../../src/store/store.ts';
import type { GameRecord, Json } from '../../src/store/types.ts';
import { withSets } from '../sets-flag.ts';
import { now } from './stats.ts';

export const GUILD = '900000000000000001';
const snowflake = (base: bigint, n: number): string => String(base + BigInt(n));

/** A seated game as its players' clients know it: the version their buttons carry and the state they see. */
export type TableGame = { readonly gameId: number; readonly record: GameRecord; readonly channelId: string; readonly users: readonly string[]; version: number; state: GameState; finished: boolean };

/** Seats `players` people in a new game with `sets`, starts it and has everyone keep a secret goal (as the flow does, through the store). */
export const seedGame = async (store: Store, index: number, players: number, sets: readonly SetId[]): Promise<TableGame> => {
  const options = withSets({ players }, sets);
  const users = Array.from({ length: players }, (_, seat) => snowflake(700_000_000_000_000_000n, index * 10 + seat));
  const channelId = snowflake(800_000_000_000_000_000n, index);
  const seed = (0x5eed + index * 7919) >>> 0;
  const created = await store.createGame({
    guildId: GUILD,
    channelId,
    hostUserId: users[0] ?? '',
    options: { ...options, deadlineHours: 48, reminderHours: 24 },
    seed,
    rulesVersion: rulesVersionFor(options),
    seats: users.map((discordUserId, seat) => ({ kind: 'human', discordUserId, displayName: `Player ${seat + 1}` })),
  });
  if (!created.ok) throw new Error(`seeding game ${index}: ${created.reason}`);
  let state = newGame(options, seed);
  const started = await store.startGame({ gameId: created.game.id, expectedVersion: created.game.version, state: state as unknown as Json });
  if (!started.ok) throw new Error(`starting game ${index}: ${started.reason}`);
  let version = started.game.version;
  while (state.phase === 'goals') {
    const move = choosePolicyMove(state);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(`goal choice refused: ${applied.rejection.code}`);
    const appended = await store.appendMove({ gameId: created.game.id, expectedVersion: version, seat: 'seat' in move ? move.seat : undefined, entry: move as unknown as Json, state: applied.state as unknown as Json });
    if (!appended.ok) throw new Error(`goal choice not stored: ${appended.reason}`);
    version = appended.version;
    state = applied.state;
  }
  await scheduleTurnJobs(store, { ...started.game, version, state: state as unknown as Json }, state);
  return { gameId: created.game.id, record: started.game, channelId, users, version, state, finished: false };
};

export type Click = { readonly customId: string; readonly actor: { readonly userId: string; readonly displayName: string }; readonly channelId: string; readonly move: TurnMove };

/** The Confirm button the player to move would press: the policy's move as the staged choices name it. */
export const nextClick = (table: TableGame): Click => {
  const { state } = table;
  const policy = choosePolicyMove(state);
  if (policy.kind === 'chooseGoal' || policy.kind === 'keepRandomGoal' || policy.kind === 'undo') throw new Error(`the policy chose a ${policy.kind} move during play`);
  const choice = choiceOfMove(policy);
  const spot = spotOfMove(state, policy, choice);
  if (spot < 0) throw new Error('the policy chose a spot the menus do not offer');
  const side = policy.kind === 'border' || policy.kind === 'lakeBorder' ? { side: policy.side } : {};
  const draft: Draft & { readonly spot: number } = { action: actionCode(choice, state), ...side, spot, discard: slotCode(policy.discardSlot), extra: slotCode(policy.extraDiscardSlot) };
  const seat = state.toMove;
  const move = moveOf({ game: table.record, state, seat }, draft);
  if (move === undefined) throw new Error('the flow does not turn the draft into a move');
  const userId = table.users[seat] ?? '';
  return {
    customId: encodeCustomId(
      draft.side === undefined
        ? { kind: 'ok', game: table.gameId, v: table.version, action: draft.action, spot, discard: draft.discard ?? 'n', extra: draft.extra ?? 'n' }
        : { kind: 'bok', game: table.gameId, v: table.version, action: draft.action, side: draft.side, spot, discard: draft.discard ?? 'n', extra: draft.extra ?? 'n' },
    ),
    actor: { userId, displayName: `Player ${seat + 1}` },
    channelId: table.channelId,
    move,
  };
};

/**
 * Every Confirm click of the rest of the game, chosen before the clock runs (games are deterministic: click i is
 * for version `table.version + i`), so the players' choosing costs the measured process nothing.
 */
export const scriptGame = (table: TableGame): readonly Click[] => {
  const rehearsal: TableGame = { ...table };
  const clicks: Click[] = [];
  while (!rehearsal.finished) {
    const click = nextClick(rehearsal);
    clicks.push(click);
    advance(rehearsal, click);
  }
  return clicks;
};

/** The clicked move applied on the player's side, so the next click needs no extra database read. */
export const advance = (table: TableGame, click: Click): void => {
  const applied = applyMove(table.state, click.move);
  if (!applied.ok) throw new Error(`the clicked move does not apply: ${applied.rejection.code}`);
  table.state = applied.state;
  table.version += 1;
  table.finished = applied.state.phase === 'finished';
};

/** Where a turn's time went, in milliseconds (the variant without pictures measures its steps). */
export type Phases = { readonly load: number; readonly engine: number; readonly append: number; readonly jobs: number; readonly reply: number };

export type TurnResult =
  | { readonly ok: true; readonly ms: number; readonly pictureBytes: number; readonly phases?: Phases }
  | { readonly ok: false; readonly ms: number; readonly why: string };

/** What the discord.js adapter sends for the effects: its message options, with the JSON part serialised. */
const buildReplies = (effects: readonly Effect[]): number => {
  let pictureBytes = 0;
  for (const effect of effects) {
    if (!('message' in effect)) continue;
    const payload = discordOptions(effect.message, effect.kind === 'answer');
    JSON.stringify({ ...payload, files: undefined });
    for (const f of effect.message.files ?? []) pictureBytes += f.png.length;
  }
  return pictureBytes;
};

/** The answer the flow gives a Confirm that was played: "Done" to the player and the new turn (or final) post. */
const played = (effects: readonly Effect[]): string | undefined => {
  const done = effects.some((e) => e.kind === 'answer' && e.message.content.startsWith('Done'));
  const posted = effects.some((e) => e.kind === 'post' && (e.live !== undefined || e.message.content.includes('is over')));
  if (done && posted) return undefined;
  const first = effects.find((e) => 'message' in e);
  return first !== undefined && 'message' in first ? `not played: ${first.message.content.slice(0, 120)}` : 'not played: no answer';
};

const decode = (click: Click) => {
  const parsed = parseCustomId(click.customId);
  if (!parsed.ok) throw new Error(`custom_id ${click.customId} does not parse: ${parsed.reason}`);
  return {
    kind: 'component' as const,
    id: parsed.id,
    values: [],
    actor: click.actor,
    place: { guildId: GUILD, channelId: click.channelId },
    messageId: '600000000000000001',
  };
};

/** The whole turn through the flow's entry point, pictures included. */
export const confirmThroughFlow = async (deps: FlowDeps, click: Click): Promise<TurnResult> => {
  const t0 = now();
  const effects = await handleEvent(deps, decode(click));
  const pictureBytes = buildReplies(effects);
  const ms = now() - t0;
  const why = played(effects) ?? (pictureBytes === 0 ? 'the turn post carries no picture' : undefined);
  return why === undefined ? { ok: true, ms, pictureBytes } : { ok: false, ms, why };
};

/**
 * The same turn without the board pictures: the flow's steps for a Confirm (src/bot/flow/handle.ts → turn-events.ts
 * → play.ts) with the same functions, and a turn post that carries the summary and buttons but no files.
 */
export const confirmWithoutPictures = async (store: Store, click: Click): Promise<TurnResult> => {
  const t0 = now();
  const fail = (why: string): TurnResult => ({ ok: false, ms: now() - t0, why });
  const event = decode(click);
  if (event.id.kind !== 'ok' && event.id.kind !== 'bok') return fail('not a Confirm');
  const id = event.id;
  const game = await store.loadById(id.game);
  if (game === undefined || game.status !== 'playing') return fail('game not playing');
  const state = await stateOf(store, game);
  const t1 = now();
  const seat = seatOf(game, event.actor.userId);
  if (state === undefined || seat === undefined || seat !== state.toMove || id.v !== game.version) return fail('stale or not this player’s turn');
  const side = id.kind === 'bok' ? { side: id.side } : {};
  const move = moveOf({ game, state, seat }, { action: id.action, ...side, spot: id.spot, discard: id.discard, extra: id.extra });
  if (move === undefined) return fail('not on offer');
  const applied = applyMove(state, move);
  if (!applied.ok) return fail(`refused: ${applied.rejection.code}`);
  const finishes = applied.state.phase === 'finished';
  const t2 = now();
  const appended = await store.appendMove({ gameId: game.id, expectedVersion: game.version, seat, entry: move as unknown as Json, state: applied.state as unknown as Json, finishes });
  if (!appended.ok) return fail(`not stored: ${appended.reason}`);
  const t3 = now();
  const next: GameRecord = { ...game, version: appended.version, state: applied.state as unknown as Json, status: finishes ? 'finished' : game.status };
  await scheduleTurnJobs(store, next, applied.state);
  if (finishes) await store.retireLiveMessages(game.id);
  const t4 = now();
  const summary = summaryEmbed(game, state, applied.state, move, applied.changes, applied.events);
  const post: MessageSpec = finishes
    ? { content: `**${gameTitle(next)}** is over.`, embeds: [summary] }
    : { content: whoseTurn(next, applied.state, true).text, embeds: [summary], rows: turnRows(next, applied.state) };
  const effects: Effect[] = [
    { kind: 'answer', message: { content: `Done: your turn in **${gameTitle(game)}** is played; see the channel.`, embeds: [], files: [], rows: [] } },
    { kind: 'post', channelId: game.channelId, message: post, live: { gameId: game.id, version: next.version } },
  ];
  buildReplies(effects);
  const t5 = now();
  return { ok: true, ms: t5 - t0, pictureBytes: 0, phases: { load: t1 - t0, engine: t2 - t1, append: t3 - t2, jobs: t4 - t3, reply: t5 - t4 } };
};
