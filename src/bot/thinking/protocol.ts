/** The messages between the main thread and the thinking worker (plain data: structured clones). */
import type { GameState, Move, Seat, Strength } from '../../engine/index.ts';

export type ThinkRequest = { readonly id: number; readonly state: GameState; readonly seat: Seat; readonly strength: Strength; readonly budget: number };

export type ThinkReply = { readonly id: number; readonly ok: true; readonly move: Move } | { readonly id: number; readonly ok: false; readonly error: string };
