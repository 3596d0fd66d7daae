/** Every border: Suburbia Inc's 12, then 5★'s 6 Star borders (which game uses which is set-up data, setup.ts). */
import { INC_BORDERS, type BorderDef } from './inc-borders.ts';
import { STAR_BORDERS } from './star-borders.ts';

export const BORDERS: readonly BorderDef[] = [...INC_BORDERS, ...STAR_BORDERS];

const byId = new Map<string, BorderDef>(BORDERS.map((b) => [b.id, b]));

/** The definition of a border id (throws for an unknown id: a broken invariant, never user input). */
export const borderById = (id: string): BorderDef => {
  const found = byId.get(id);
  if (found === undefined) throw new Error(`unknown border id ${id}`);
  return found;
};
