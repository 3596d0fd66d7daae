/**
 * One scripted life of a tile: seat 0 places it at P = (0,−4), invests in it, then places a tile beside it
 * (at N = (0,−5) unless told), then seat 1 places a tile in its own borough at (−1,0). After each step the test
 * reads what the tile at P did to seat 0. Expected numbers are worked out by hand from the tile's printed text.
 */
import { describe, expect, it } from 'vitest';
import { START, fromTileAt, invest, just, lake, place, position, type TileSpec } from '../fixtures.ts';
import type { SetId, Stat } from '../../../src/engine/index.ts';

export const P = [0, -4] as const;
/** cells around P: S (0,−3), SE (1,−4), SW (−1,−3), NW (−1,−4), NE (1,−5); N (0,−5) is kept free for later */
export const S = [0, -3] as const;
export const SE = [1, -4] as const;
export const SW = [-1, -3] as const;
export const NW = [-1, -4] as const;
export const FAR = [3, -8] as const;
export const FAR2 = [4, -9] as const;

export const at = (tileId: string, cellAt: readonly [number, number], extra?: { lake?: true }): TileSpec =>
  extra === undefined ? [tileId, cellAt[0], cellAt[1]] : [tileId, cellAt[0], cellAt[1], extra];

type Gains = Partial<Record<Stat, number>>;

export type TileCase = {
  readonly tile: string;
  /** seat 0's borough before the tile arrives */
  readonly mine: readonly TileSpec[];
  /** seat 1's extra tiles beside its starting column (its later placement goes to (−1,0)) */
  readonly theirs?: readonly TileSpec[];
  readonly reputation?: number;
  /** seat 0's population and money (default 2 and $100) */
  readonly population?: number;
  readonly money?: number;
  /** the expansions in play (default: the base game) */
  readonly sets?: readonly SetId[];
  readonly placed: Gains;
  readonly invested: Gains;
  readonly ownerLater: readonly [tileId: string, gains: Gains, cellAt?: readonly [number, number]];
  readonly otherLater: readonly [tileId: string, gains: Gains];
  /** take the tile as a lake instead of buying it */
  readonly asLake?: true;
};

export const tileCase = (c: TileCase): void => {
  describe(c.tile, () => {
    const setup = () =>
      position({
        players: [
          {
            tiles: c.mine,
            ...(c.reputation === undefined ? {} : { reputation: c.reputation }),
            ...(c.population === undefined ? {} : { population: c.population }),
            ...(c.money === undefined ? {} : { money: c.money }),
          },
          { tiles: [...START, ...(c.theirs ?? [])] },
        ],
        ...(c.sets === undefined ? {} : { sets: c.sets }),
      });
    const placed = () => (c.asLake === true ? lake(setup(), 0, c.tile, P[0], P[1]) : place(setup(), 0, c.tile, P[0], P[1]));
    const invested = () => invest(placed().state, 0, P[0], P[1]);
    const ownerLater = () => {
      const [tileId, , cellAt = [0, -5]] = c.ownerLater;
      return place(invested().state, 0, tileId, cellAt[0], cellAt[1]);
    };

    it('when placed', () => expect(fromTileAt(placed().changes, 0, P[0], P[1])).toEqual(just(c.placed)));
    it('when invested in: its own effects once more', () => expect(fromTileAt(invested().changes, 0, P[0], P[1])).toEqual(just(c.invested)));
    it("when its owner places beside it later (doubled by the marker)", () =>
      expect(fromTileAt(ownerLater().changes, 0, P[0], P[1])).toEqual(just(c.ownerLater[1])));
    it('when another player builds later', () => {
      const r = place(ownerLater().state, 1, c.otherLater[0], -1, 0);
      expect(fromTileAt(r.changes, 0, P[0], P[1])).toEqual(just(c.otherLater[1]));
    });
  });
};
