/**
 * A seed for one decision of one seat, from what that seat sees: FNV-1a (32-bit) over the canonical JSON of its
 * private view — the public view plus its own secret goal and offers (the face-down borders only by their number,
 * a Lake Border with no id: views.ts). A player drawing its random numbers from it decides the same way whenever
 * it sees the same, and never by what it cannot see.
 */
import { canonicalJson, type JsonValue } from '../projection.ts';
import type { GameState, Seat } from '../state.ts';
import { privateView } from '../views.ts';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the UTF-16 code units of `text` (the views are ASCII, so these are its bytes). */
export const fnv1a = (text: string): number => {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
};

export const seatSeed = (state: GameState, seat: Seat): number => fnv1a(canonicalJson(privateView(state, seat) as unknown as JsonValue));
