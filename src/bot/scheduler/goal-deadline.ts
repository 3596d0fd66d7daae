/**
 * The secret-goal deadline: every seat still choosing keeps one of its offers at random (the engine's
 * keepRandomGoal, from the game's seeded RNG), through the same pipeline as a chosen goal; it is said publicly
 * who was given one, never which (R16).
 */
import type { Seat } from '../../engine/index.ts';
import { gameTitle, seatName, stateOf } from '../flow/game.ts';
import { playMove } from '../flow/play.ts';
import type { Effect, FlowDeps } from '../flow/types.ts';

/** Tries per seat: a player may keep their goal at the same moment (the version check then refuses ours). */
const ATTEMPTS = 5;

const fresh = async (deps: FlowDeps, gameId: number) => {
  const game = await deps.store.loadById(gameId);
  if (game === undefined || game.status !== 'playing') return undefined;
  const state = await stateOf(deps.store, game);
  return state === undefined || state.phase !== 'goals' ? undefined : { game, state };
};

const stillChoosing = (state: { readonly players: readonly { readonly secretGoalOffers: readonly unknown[] }[] }): readonly Seat[] =>
  state.players.flatMap((p, seat) => (p.secretGoalOffers.length > 0 ? [seat] : []));

export const keepGoalsAtRandom = async (deps: FlowDeps, gameId: number): Promise<readonly Effect[]> => {
  const first = await fresh(deps, gameId);
  if (first === undefined) return [];
  const names = stillChoosing(first.state).map((seat) => seatName(first.game, first.state, seat));
  const effects: Effect[] = [];
  for (let attempt = 0; attempt < ATTEMPTS * first.state.players.length; attempt++) {
    const loaded = await fresh(deps, gameId);
    const [seat] = loaded === undefined ? [] : stillChoosing(loaded.state);
    if (loaded === undefined || seat === undefined) break;
    const played = await playMove(deps, loaded, { kind: 'keepRandomGoal', seat }, { kind: 'bot', why: 'deadline', strength: 'normal' });
    if (played.ok) effects.push(...played.effects);
  }
  if (names.length === 0) return effects;
  const notice: Effect = {
    kind: 'post',
    channelId: first.game.channelId,
    message: { content: `The secret-goal deadline of **${gameTitle(first.game)}** has passed: ${names.join(', ')} ${names.length === 1 ? 'keeps' : 'keep'} a secret goal chosen at random (see \`/suburbia goal\`).` },
  };
  return [notice, ...effects];
};
