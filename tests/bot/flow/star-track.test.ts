import { describe, expect, it } from 'vitest';
import { whoseTurn } from '../../../src/bot/flow/board.ts';
import { summaryEmbed } from '../../../src/bot/flow/summary.ts';
import { nextStep, spotStep } from '../../../src/bot/flow/turn-stages.ts';
import { applyMove, offerPlacements, positionFrom, type GameState, type Seat, type TurnMove } from '../../../src/engine/index.ts';
import { STARTING, storedGame } from './stored-game.ts';

const SEATS = ['Ada', 'Bo', 'Cy'].map((displayName, order) => ({ order, kind: 'human' as const, discordUserId: `10000000000000001${order}`, displayName }));

/** The Star track as spaces → seats from bottom to top. */
const track = (spaces: Readonly<Record<number, readonly Seat[]>>): readonly (readonly Seat[])[] => Array.from({ length: 21 }, (_, space) => spaces[space] ?? []);

/**
 * Three players with 5★ and Con: Ada on space 4, Cy above Bo on space 2, so the order is Ada, Cy, Bo. Bo, last in the
 * round, buys BGG Con (2 gold stars) from the market's first slot (or Cy, in the middle of the round).
 */
const lastTurnOfRound = (): GameState =>
  positionFrom({
    players: [{ tiles: STARTING, money: 40 }, { tiles: STARTING, money: 40 }, { tiles: STARTING, money: 40 }],
    sets: ['star', 'con'],
    market: ['bgg-con', 'suburbs', 'suburbs', 'suburbs', 'suburbs', 'suburbs', 'suburbs'],
    starTrack: track({ 4: [0], 2: [1, 2] }),
    toMove: 1,
  });

const BUY: TurnMove = { kind: 'buy', seat: 1, slot: 0, at: { q: 1, r: -1 } };

describe('the 5★ Star track in the turn steps and posts', () => {
  it('the turn summary names the space a star move reaches, then the round end and the new turn order; the turn post repeats the order', () => {
    const state = lastTurnOfRound();
    const applied = applyMove(state, BUY);
    if (!applied.ok) throw new Error(applied.rejection.code);
    const game = storedGame(state, { seats: SEATS });
    const lines = summaryEmbed(game, state, applied.state, BUY, applied.changes, applied.events).description.split('\n');
    expect(lines.slice(0, 4)).toEqual(['**Bo**', '• −$33 (BGG Con: price $23 + market $10)', '• +2 ★ → space 4 (BGG Con: when placed)', '• +1 income (reached space 4: +1 income)']);
    // the most stars (Bo and Ada on space 4) gain, the fewest (Cy on space 2) lose; Bo, on top of space 4, starts
    expect(lines.slice(lines.indexOf('**At the end of round 1: the Star track**'))).toEqual([
      '**At the end of round 1: the Star track**',
      '**Bo**',
      '• +1 population (most stars on space 4)',
      '**Ada**',
      '• +1 population (most stars on space 4)',
      '**Cy**',
      '• −1 population (fewest stars on space 2)',
      '• New turn order by the Star track: Bo, Ada, Cy. Bo starts the next round.',
    ]);
    expect(whoseTurn(game, applied.state, false).text).toBe("It is **Bo**'s turn in **Suburbia #7**, round 2. Turn order this round (Star track): **Bo**, Ada, Cy.");
  });

  it('a turn in the middle of a round has no round end in its summary', () => {
    const state = { ...lastTurnOfRound(), toMove: 2 };
    const move: TurnMove = { ...BUY, seat: 2 };
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(applied.rejection.code);
    const lines = summaryEmbed(storedGame(state, { seats: SEATS }), state, applied.state, move, applied.changes, applied.events).description.split('\n');
    expect(lines).toContain('• +2 ★ → space 4 (BGG Con: when placed)');
    expect(lines.some((line) => line.includes('Star track**') || line.includes('New turn order'))).toBe(false);
  });

  it('spot menus and the confirmation show the star move, and the confirmation the round end', async () => {
    const state = lastTurnOfRound();
    const turn = { game: storedGame(state, { seats: SEATS }), state, seat: 1 };
    const step = await spotStep(turn, 'b0', 0);
    const labels = (step.rows ?? []).flatMap((r) => ('select' in r ? r.select.options.map((o) => o.label) : []));
    const spot = offerPlacements(state, { action: 'buy', slot: 0 }).findIndex((o) => o.at.q === 1 && o.at.r === -1);
    expect(labels[spot]).toBe(`spot ${spot + 1}: +1 reputation, ★ +2 → space 4: +1 income · pay $33`);
    const confirm = await nextStep(turn, { action: 'b0', spot });
    expect(confirm?.content).toBe('**Suburbia #7**: confirm your turn? Spot 6. Over the whole turn: −$32, income +1, reputation +1, population +3, ★ +2 → space 4: +1 income.');
    expect(confirm?.embeds?.[0]?.description.split('\n')).toEqual([
      '−$33 (BGG Con: price $23 + market $10)',
      '+2 ★ → space 4 (BGG Con: when placed)',
      '+1 income (reached space 4: +1 income)',
      '+1 reputation (BGG Con: per Con anywhere)',
      '+$1 (income)',
      '+2 population (reputation)',
      '**At the end of the round (Star track)**',
      '(Ada) +1 population (most stars on space 4)',
      '+1 population (most stars on space 4)',
      '(Cy) −1 population (fewest stars on space 2)',
    ]);
  });
});
