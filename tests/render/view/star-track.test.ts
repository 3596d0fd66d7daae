import { describe, expect, it } from 'vitest';
import { applyMove, newGame, offerPlacements, publicView, tileById, type ActionChoice, type Change, type GameState } from '../../../src/engine/index.ts';
import { placementView, spotSummary, turnBoardView } from '../../../src/render/index.ts';
import { tableFor, withTiles } from './games.ts';

const change = (stat: Change['stat'], delta: number, kind: Change['cause']['kind'], extra: Partial<Change> = {}): Change => ({
  seat: 0,
  stat,
  delta,
  cause: { kind, text: 'test' },
  ...extra,
});

/** A 5-player game with the Star tiles, past the goals phase (every seat keeps its first offer). */
const starGame = (sets: readonly ('star' | 'con' | 'inc')[] = ['star'], seed = 7): GameState => {
  let state = newGame({ players: 5, sets }, seed);
  for (let seat = 0; seat < 5; seat++) {
    const goal = state.players[seat]?.secretGoalOffers[0];
    if (goal === undefined) throw new Error(`seat ${seat} has no goal offer`);
    const applied = applyMove(state, { kind: 'chooseGoal', seat, goal });
    if (!applied.ok) throw new Error(applied.rejection.code);
    state = applied.state;
  }
  return state;
};

describe('the Star track on the turn board (decisions 15–17)', () => {
  const state = starGame();
  const view = turnBoardView(publicView(state), tableFor(5));

  it('shows the 21 spaces with every token on space 0 in stacking order, and the turn order from the top token down', () => {
    const track = view.starTrack;
    expect(track?.spaces).toHaveLength(21);
    expect(track?.spaces[0]?.tokens).toEqual(state.starTrack?.[0]);
    expect(track?.spaces.slice(1).every((s) => s.tokens.length === 0)).toBe(true);
    expect(track?.turnOrder).toEqual([...(state.starTrack?.[0] ?? [])].reverse());
  });

  it('marks the one-time spaces 4 (+1 income) and 8 (+1 reputation) and the limits of spaces 17–20 (4, 3, 2, 1)', () => {
    const spaces = view.starTrack?.spaces ?? [];
    expect(spaces.filter((s) => s.bonus !== undefined).map((s) => [s.space, s.bonus])).toEqual([
      [4, '+1 income'],
      [8, '+1 reputation'],
    ]);
    expect(spaces.filter((s) => s.limit !== undefined).map((s) => [s.space, s.limit])).toEqual([
      [17, 4],
      [18, 3],
      [19, 2],
      [20, 1],
    ]);
  });

  it('gives five players the 8-slot market, $10 newest to $0 for the three oldest', () => {
    expect(view.market.map((s) => s.surcharge)).toEqual([10, 8, 6, 4, 2, 0, 0, 0]);
  });

  it('gives each panel its space, its Star tiles and its place in the turn order', () => {
    const order = state.turnOrder;
    for (const p of view.players) expect(p.star).toEqual({ space: 0, starTiles: 0, turn: order.indexOf(p.seat) + 1 });
  });

  it('counts a Star tile in a borough, and its space once its token has moved', () => {
    const moved = { ...state, starTrack: state.starTrack?.map((tokens, space) => (space === 0 ? tokens.filter((s) => s !== 2) : space === 9 ? [2] : tokens)) };
    const built = withTiles(moved, 2, [{ tileId: 'ski-lift', at: { q: 1, r: -1 }, invested: false, placedOrder: 20 }]);
    expect(turnBoardView(publicView(built), tableFor(5)).players[2]?.star).toMatchObject({ space: 9, starTiles: 1 });
  });

  it('a game without the Star tiles has neither the track nor the panels\' line', () => {
    const base = turnBoardView(publicView(newGame({ players: 4 }, 7)), tableFor(4));
    expect(base.starTrack).toBeUndefined();
    expect(base.players.every((p) => !('star' in p))).toBe(true);
  });
});

describe('gold stars of a Con tile count with the Star track', () => {
  it('drops "only with 5★ Star tiles" from a Con tile in a Star game, and keeps it without one', () => {
    const gencon = tileById('gen-con');
    const inPlay = { ...starGame(['star', 'con']) };
    const built = withTiles(inPlay, 0, [{ tileId: gencon.id, at: { q: 1, r: -1 }, invested: false, placedOrder: 20 }]);
    const star = turnBoardView(publicView(built), tableFor(5)).players[0]?.borough.cells.find((c) => c.kind === 'tile' && c.tile.name === gencon.name);
    expect(star?.kind === 'tile' && star.tile.effect).not.toContain('only with');
    expect(star?.kind === 'tile' && star.tile.goldStars).toEqual({ count: 1 });
  });
});

describe('spot summaries name the star move (decision 16)', () => {
  it('"★ +2 → space 9: +1 reputation": the move, the space it reaches and what the space gave, after the net stats', () => {
    const changes = [change('income', 1, 'tile'), change('stars', 2, 'tile'), change('reputation', 1, 'starTrack')];
    expect(spotSummary(changes, 0, 7)).toBe('+1 income, ★ +2 → space 9: +1 reputation');
  });

  it('a move stopped short by full spaces says how many stars it had; a token with no room ahead stays', () => {
    expect(spotSummary([change('stars', 1, 'tile', { wanted: 2 })], 0, 17)).toBe('★ +1 of 2 → space 18');
    expect(spotSummary([change('stars', 0, 'tile', { wanted: 1 })], 0, 19)).toBe('★ 0 of 1: no room ahead');
  });

  it('several gold stars in one placement add up (a tile\'s own and those per adjacent Star tile)', () => {
    expect(spotSummary([change('stars', 1, 'tile'), change('stars', 2, 'tile'), change('income', 1, 'starTrack')], 0, 2)).toBe('★ +3 → space 5: +1 income');
  });

  it('without the track (no space given) the summary is as before: ignored gold stars say nothing', () => {
    expect(spotSummary([change('reputation', 1, 'tile'), change('stars', 0, 'tile', { wanted: 1, ignored: true })], 0)).toBe('+1 reputation');
  });

  it('the placement view of a Star game carries the mover\'s space and each spot\'s star move', () => {
    const state = starGame();
    const entry = state.market.find((e) => (tileById(e.tileId).immediate.stars ?? 0) > 0);
    if (entry === undefined) throw new Error('no market tile with gold stars in this seed');
    const choice: ActionChoice = { action: 'buy', slot: entry.slot };
    const view = placementView(publicView(state), choice, offerPlacements(state, choice), tableFor(5));
    const stars = tileById(entry.tileId).immediate.stars ?? 0;
    expect(view.starSpace).toBe(0);
    expect(view.spots.every((s) => s.summary.includes(`★ +${stars} → space ${stars}`))).toBe(true);
  });
});
