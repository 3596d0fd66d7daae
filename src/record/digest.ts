/**
 * What a game record is checked against: the SHA-256 of the canonical projection of the final state (the hash the
 * recorded test games keep), and after every log entry a short digest of the projection with the secret goals (they
 * are outside the projection until final scoring, yet a goal choice decides it), so a replay that goes another way is
 * caught at the entry where it first does.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, canonicalProjection, type GameState } from '../engine/index.ts';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The SHA-256 (hex) of the canonical projection's canonical JSON. */
export const projectionSha256 = (state: GameState): string => sha256(canonicalJson(canonicalProjection(state)));

/** Hex digits of an entry's digest: 64 bits, plenty to catch corruption and careless edits (not forgery). */
export const ENTRY_DIGEST_LENGTH = 16;

export const entryDigest = (state: GameState): string =>
  sha256(canonicalJson({ projection: canonicalProjection(state), secretGoals: state.players.map((p) => p.secretGoal ?? null) })).slice(0, ENTRY_DIGEST_LENGTH);
