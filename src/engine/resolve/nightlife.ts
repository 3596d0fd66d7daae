/**
 * Decision 26, "negative (red) Nightlife effects": the $ paid and the population lost by a Nightlife tile's
 * effect (including $ paid for population steps below 0 and population lost for unpaid $; red-line consequences are
 * not). Each player's state keeps what they took; a Police Station or Night Court makes its owner skip later ones,
 * from its own placement on.
 */
import type { Cause } from '../moves.ts';
import type { PlacedTile } from '../state.ts';
import { tileById, type Stat } from '../tiles/index.ts';

/** Whether a change of `delta` to `stat` from `cause` is a negative Nightlife effect. */
export const isNightlifeHarm = (stat: Stat, delta: number, cause: Cause): boolean =>
  delta < 0 &&
  (stat === 'money' || stat === 'population') &&
  (cause.kind === 'tile' || cause.kind === 'investment') &&
  cause.tileId !== undefined &&
  tileById(cause.tileId).set === 'nightlife';

/** The Police Station or Night Court that protects the owner of `borough`, if any. */
export const nightlifeShield = (borough: readonly PlacedTile[]): PlacedTile | undefined =>
  borough.find((t) => {
    if (t.faceDown === 'lake') return false;
    const special = tileById(t.tileId).special;
    return special === 'policeStation' || special === 'nightCourt';
  });
