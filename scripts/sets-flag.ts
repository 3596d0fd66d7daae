/** The `--sets` flag of the simulator and the benchmark: expansions separated by commas, e.g. `nightlife,con,essen`. */
import { isSetId, normalizedSets, SETS, type GameOptions, type SetId } from '../src/engine/index.ts';

/** The sets named (in SETS order), or the one line that says what is wrong; absent: the base game. */
export const parseSetsFlag = (text: string | undefined): readonly SetId[] | string => {
  if (text === undefined) return [];
  const names = text.split(',').map((name) => name.trim()).filter((name) => name !== '');
  const unknown = names.find((name) => !isSetId(name));
  if (unknown !== undefined) return `--sets takes ${SETS.join(', ')} separated by commas, got "${unknown}"`;
  return normalizedSets(names.filter(isSetId));
};

/** Game options with the chosen sets; the base game's stay exactly as they were (no `sets` key). */
export const withSets = <O extends GameOptions>(options: O, sets: readonly SetId[]): O => (sets.length === 0 ? options : { ...options, sets });
