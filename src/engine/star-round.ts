/**
 * The Star track's end of round (decision 17, 17a): every player on the highest occupied space gains 1 population,
 * then every player on the lowest loses 1, each in the old turn order, red lines as during play; nothing when every
 * token shares one space. Then the turn order follows the track, except in Dale games (the human always first).
 */
import { adjust, type Work } from './resolve/work.ts';
import { occupiedRange, spaceOnTrack, trackOrder } from './star-track.ts';
import type { Seat } from './state.ts';

const sameOrder = (a: readonly Seat[], b: readonly Seat[]): boolean => a.length === b.length && a.every((seat, i) => b[i] === seat);

/** `lastRound`: the game ends with this round, so no order is set for a next one (R43). */
export const starRoundEnd = (work: Work, lastRound: boolean): void => {
  const track = work.starTrack;
  if (track === undefined) return;
  const range = occupiedRange(track);
  if (range !== undefined && range.lowest !== range.highest) {
    const { lowest, highest } = range;
    const oldOrder = work.turnOrder;
    for (const seat of oldOrder) if (spaceOnTrack(track, seat) === highest) adjust(work, seat, 'population', 1, { kind: 'starRound', text: `most stars on space ${highest}` });
    for (const seat of oldOrder) if (spaceOnTrack(track, seat) === lowest) adjust(work, seat, 'population', -1, { kind: 'starRound', text: `fewest stars on space ${lowest}` });
  }
  if (lastRound || work.rules.mode.humanStarts) return;
  const order = trackOrder(track);
  if (sameOrder(order, work.turnOrder)) return;
  work.turnOrder = order;
  work.startSeat = order[0] ?? work.startSeat;
  work.events.push({ kind: 'turnOrder', order });
};
