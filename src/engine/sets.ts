/**
 * The expansions a game may be played with (decision 13: any combination). The base game is the empty choice.
 * The 5★ Star tiles bring the Star track (decision 13: the track is in play exactly when they are).
 */
import type { SetMark } from './tiles/vocabulary.ts';

export const SETS = ['inc', 'star', 'nightlife', 'con', 'essen'] as const satisfies readonly SetMark[];
export type SetId = (typeof SETS)[number];

export const SET_NAMES: { readonly [S in SetId]: string } = { inc: 'Suburbia Inc', star: '5★ Star tiles', nightlife: 'Nightlife', con: 'Con', essen: 'Essen' };

export const isSetId = (name: string): name is SetId => (SETS as readonly string[]).includes(name);

/** The chosen sets in the order SETS lists them, each once. */
export const normalizedSets = (sets: readonly SetId[] | undefined): readonly SetId[] => SETS.filter((s) => sets?.includes(s) === true);
