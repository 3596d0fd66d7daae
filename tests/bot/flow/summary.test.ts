import { describe, expect, it } from 'vitest';
import { actionWords, summaryEmbed } from '../../../src/bot/flow/summary.ts';
import { applyMove, ONE_MORE_ROUND, positionFrom, tileById, type GameState, type PieceSpec, type TurnMove } from '../../../src/engine/index.ts';
import { STARTING, storedGame } from './stored-game.ts';

const NIGHTLIFE_TRIO: readonly PieceSpec[] = [
  { tileId: 'tavern', at: { q: 1, r: -1 } },
  { tileId: 'tavern', at: { q: 1, r: -2 } },
  { tileId: 'helipad', at: { q: -1, r: -1 } },
];
const MARKET = ['suburbs', 'office-building', 'office-building', 'office-building', 'office-building', 'office-building', 'office-building'];
/** Ada takes the Suburbs in slot 1 as a lake: the market's refill draws one tile. */
const LAKE: TurnMove = { kind: 'lake', seat: 0, slot: 0, at: { q: 0, r: -3 } };

const summaryOf = (state: GameState, move: TurnMove = LAKE) => {
  const applied = applyMove(state, move);
  if (!applied.ok) throw new Error(applied.rejection.code);
  return summaryEmbed(storedGame(state), state, applied.state, move, applied.changes, applied.events).description.split('\n');
};

/** The public summary of a turn names what its end brought: bonus and challenge checks and the 1 More Round tile. */
describe('the turn summary', () => {
  it('says who gained the bonus when the first B tile is drawn', () => {
    const state = positionFrom({
      players: [{ tiles: [...STARTING, ...NIGHTLIFE_TRIO], money: 40 }, {}],
      sets: ['nightlife'],
      market: MARKET,
      stacks: { A: [], B: ['hospital', 'prison'], C: ['prison', 'prison'] },
      bonusOnB: 'nightlife-bonus',
    });
    const lines = summaryOf(state);
    expect(lines).toContain('• +3 income (Nightlife Bonus: at least 3 Nightlife tiles)');
    expect(lines.slice(-2)).toEqual(['**At the end of the turn**', '• The **Nightlife Bonus** (at least 3 Nightlife tiles) was checked: Ada gains +3 income. It leaves the game.']);
  });

  it('says so when nobody meets the challenge at the first C draw', () => {
    const state = positionFrom({
      players: [{ tiles: [...STARTING, ...NIGHTLIFE_TRIO], money: 40 }, {}],
      sets: ['nightlife'],
      market: MARKET,
      stacks: { A: [], B: [], C: ['prison', 'prison'] },
      challengeOnC: 'nightlife-challenge',
    });
    expect(summaryOf(state).at(-1)).toBe('• The **Nightlife Challenge** (at least 5 Nightlife tiles) was checked: nobody met it. It leaves the game.');
  });

  it('announces the 1 More Round tile: one more full round, or the end of a Dale the Bot game', () => {
    const stacks = { A: [], B: [], C: [ONE_MORE_ROUND, 'office-building', 'office-building'] };
    const multiplayer = positionFrom({ players: [{ money: 40 }, {}], market: MARKET, stacks });
    expect(summaryOf(multiplayer).at(-1)).toBe('• The **1 More Round** tile came up: this round is finished, then one more full round is played.');
    // Dale's fresh deal after his turn draws it
    const dale = positionFrom({ solo: 'dale', players: [{ money: 40 }, {}], market: MARKET.slice(0, 4), stacks: { ...stacks, C: [...stacks.C, 'office-building', 'office-building'] } });
    expect(summaryOf(dale, { ...LAKE, slot: 2 }).at(-1)).toBe('• The **1 More Round** tile came up: the game ends now.');
  });
});

describe('what the mover did, in words', () => {
  it('names a border with the word "border", so that a plural name reads right: "invested in the Mountains border"', () => {
    const plain = positionFrom({ players: [{ money: 40 }, {}], sets: ['inc'] });
    const mountains = { side: 5, first: { q: 0, r: -2 }, borderId: 'mountains', invested: false, placedOrder: 9 };
    const state: GameState = { ...plain, players: plain.players.map((p, seat) => (seat === 0 ? { ...p, borders: [mountains, { ...mountains, borderId: 'desert', faceDown: 'lake' as const }] } : p)) };
    const removed = tileById(state.market[0]?.tileId ?? '').name;
    expect(actionWords(state, { kind: 'invest', seat: 0, at: mountains.first, border: 0, discardSlot: state.market[0]?.slot ?? 0 }, [])).toBe(`invested in the Mountains border, removing ${removed} from the market`);
    expect(actionWords(state, { kind: 'invest', seat: 0, at: mountains.first, border: 1, discardSlot: state.market[0]?.slot ?? 0 }, [])).toBe(`invested in a Lake Border, removing ${removed} from the market`);
  });
});
