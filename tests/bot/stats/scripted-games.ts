/**
 * Ended games written straight into a store, for the stats and ratings tests: every seat played by the engine's
 * built-in policy from a fixed seed, each entry with the actor of the seat's holder at the time, and the seat
 * changes, undo and abandonment a test asks for.
 */
import { applyMove, choosePolicyMove, newGame, type GameState, type Move, type SetId } from '../../../src/engine/index.ts';
import type { Store } from '../../../src/store/store.ts';
import type { GameRecord, Json, MoveActor, NewSeat } from '../../../src/store/types.ts';
import { snowflake } from '../../store/fixtures.ts';

export type Script = {
  readonly guildId: string;
  readonly seats: readonly NewSeat[];
  readonly seed: number;
  readonly solo?: 'architect' | 'dale';
  readonly sets?: readonly SetId[];
  /** the seat whose first turn (after the goals) is taken back at once, then played again */
  readonly undoFirstTurnOf?: number;
  /** seat handovers: before log entry `atEntry`, `to` takes seat `seat` (a kick hands it to a bot) */
  readonly handovers?: readonly { readonly atEntry: number; readonly seat: number; readonly to: NewSeat }[];
  /** abandon the game after this many entries instead of playing it to its end */
  readonly abandonAfter?: number;
};

export type Scripted = {
  readonly game: GameRecord;
  readonly state: GameState;
  /** how many of the log's turns each person played that still stand, by user id */
  readonly standingTurns: ReadonlyMap<string, number>;
};

/** A game opened and started as `script` says, and how to play it (or leave it): games may end in another order than they were opened. */
export const opened = async (store: Store, script: Script): Promise<{ readonly gameId: number; readonly play: () => Promise<Scripted> }> => {
  const players = script.solo === undefined ? script.seats.length : 1;
  const engine = { players, ...(script.solo === undefined ? {} : { solo: script.solo }), ...(script.sets === undefined ? {} : { sets: script.sets }) };
  const fresh = newGame(engine, script.seed);
  const options = { players, deadlineHours: 48, reminderHours: 12, ...(script.solo === undefined ? {} : { solo: script.solo }), ...(script.sets === undefined ? {} : { sets: [...script.sets] }) };
  const created = await store.createGame({ guildId: script.guildId, channelId: snowflake(), hostUserId: script.seats[0]?.discordUserId ?? 'host', options, seed: script.seed, rulesVersion: fresh.rulesVersion, seats: script.seats });
  if (!created.ok) throw new Error(created.reason);
  const started = await store.startGame({ gameId: created.game.id, expectedVersion: created.game.version, state: fresh as unknown as Json });
  if (!started.ok) throw new Error(started.reason);
  let version = started.game.version;
  const play = async (): Promise<Scripted> => {
  const holders = [...script.seats];
  const standing = new Map<string, number>();
  let state: GameState = fresh;
  let entries = 0;
  let undone = script.undoFirstTurnOf === undefined;
  const actorOf = (seat: number): MoveActor => {
    const holder = holders[seat];
    return holder?.kind === 'human' ? { kind: 'human', discordUserId: holder.discordUserId } : { kind: 'bot', why: 'seat', strength: holder?.strength ?? 'normal' };
  };
  const append = async (move: Move, after: GameState, actor: MoveActor): Promise<void> => {
    const moved = await store.appendMove({ gameId: created.game.id, expectedVersion: version, seat: 'seat' in move ? move.seat : undefined, actor, entry: move as unknown as Json, state: after as unknown as Json, finishes: after.phase === 'finished' });
    if (!moved.ok) throw new Error(moved.reason);
    version = moved.version;
    entries += 1;
  };
  const credit = (actor: MoveActor, by: number): void => {
    if (actor.kind === 'human') standing.set(actor.discordUserId, (standing.get(actor.discordUserId) ?? 0) + by);
  };
  while (state.phase !== 'finished' && entries < (script.abandonAfter ?? Infinity)) {
    for (const handover of script.handovers ?? []) {
      if (handover.atEntry !== entries) continue;
      const replaced = await store.replaceSeat(created.game.id, handover.seat, handover.to);
      if (!replaced.ok) throw new Error(replaced.reason);
      version = replaced.game.version;
      holders[handover.seat] = handover.to;
    }
    const move = choosePolicyMove(state);
    const seat = 'seat' in move ? move.seat : 0;
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(applied.rejection.code);
    const before = state;
    state = applied.state;
    const actor = actorOf(seat);
    await append(move, state, actor);
    if (move.kind === 'chooseGoal' || move.kind === 'keepRandomGoal') continue;
    credit(actor, 1);
    if (!undone && seat === script.undoFirstTurnOf && state.phase !== 'finished') {
      undone = true;
      state = before;
      await append({ kind: 'undo', seat }, state, actor);
      credit(actor, -1);
    }
  }
  if (state.phase !== 'finished') {
    const abandoned = await store.abandonGame(created.game.id, 'host');
    if (!abandoned.ok) throw new Error(abandoned.reason);
  }
  const game = await store.loadById(created.game.id);
  if (game === undefined) throw new Error('the game is gone');
  return { game, state, standingTurns: standing };
  };
  return { gameId: created.game.id, play };
};

/** A game opened, started and played (or left) as `script` says. */
export const scripted = async (store: Store, script: Script): Promise<Scripted> => (await opened(store, script)).play();
