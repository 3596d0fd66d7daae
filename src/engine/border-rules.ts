/**
 * Where a border may go beyond its geometry, and what it asks of tiles going into its slots (decision 24): a border
 * whose effect takes population (Radioactive Waste Site) may not be placed, invested in or given a new piece in a
 * slot unless its owner has the population it takes, judged on the numbers before the move.
 */
import { bordersWithSlot, footprintProblem, legalFootprints, SIDES, tilesInSlots } from './geometry.ts';
import type { Axial } from './hex.ts';
import { reject, type Rejected } from './moves.ts';
import type { BorderFootprint, PlacedBorder, PlayerState } from './state.ts';
import { borderById } from './tiles/index.ts';
import { matchBits, traitsOf } from './tiles/traits.ts';

type Owner = Pick<PlayerState, 'borough' | 'borders' | 'population'>;

/** The population a face-up border's effects take for each piece with `traits` (0 when none). */
const populationTakenPer = (borderId: string, traits: number): number => {
  let n = 0;
  for (const e of borderById(borderId).effects) if (e.kind === 'perTile' && e.stat === 'population' && e.amount < 0 && (matchBits(e.match) & traits) !== 0) n -= e.amount;
  return n;
};

const needsPopulation = (borderId: string): boolean => borderById(borderId).placement?.some((p) => p.kind === 'populationToLose') === true;

/** What the border's effects would take now from the pieces in its slots, once. */
const populationTakenNow = (me: Owner, borderId: string, f: BorderFootprint): number => {
  let n = 0;
  for (const t of tilesInSlots(me.borough, f)) n += populationTakenPer(borderId, traitsOf(t));
  return n;
};

const shortOf = (me: Owner, borderId: string, needed: number): Rejected | undefined =>
  me.population < needed ? reject('needsPopulation', `the ${borderById(borderId).name} takes ${needed} population and you have ${me.population}`) : undefined;

/** Why face-up border `borderId` (or a Lake Border, `lake`) may not lie at `f` in `me`'s borough. */
export const borderPlacementProblem = (me: Owner, borderId: string, lake: boolean, f: BorderFootprint): Rejected | undefined => {
  const where = footprintProblem(me.borough, me.borders, f);
  if (where !== undefined || lake || !needsPopulation(borderId)) return where;
  return shortOf(me, borderId, populationTakenNow(me, borderId, f));
};

/** Why `me` may not invest in border `b`: its effects apply once more now (decision 24, R34). */
export const borderInvestmentProblem = (me: Owner, b: PlacedBorder): Rejected | undefined =>
  b.faceDown === 'lake' || !needsPopulation(b.borderId) ? undefined : shortOf(me, b.borderId, populationTakenNow(me, b.borderId, b));

/** Whether some face-up border of `me` asks for population when a piece goes into its slots (most boroughs: none). */
export const slotsAskPopulation = (me: Pick<PlayerState, 'borders'>): boolean => me.borders?.some((b) => b.faceDown !== 'lake' && needsPopulation(b.borderId)) === true;

/** Why a piece with `traits` may not go on `at`: a border holding that cell in a slot would take population `me` lacks (twice if invested). */
export const slotPopulationProblem = (me: Owner, at: Axial, traits: number): Rejected | undefined => {
  for (const b of bordersWithSlot(me.borders, at)) {
    if (b.faceDown === 'lake' || !needsPopulation(b.borderId)) continue;
    const problem = shortOf(me, b.borderId, populationTakenPer(b.borderId, traits) * (b.invested ? 2 : 1));
    if (problem !== undefined) return problem;
  }
  return undefined;
};

/** How many footprints of all six sides border `borderId` (or a Lake Border) may take in `me`'s borough. */
export const footprintCount = (me: Owner, borderId: string, lake: boolean): number => {
  let n = 0;
  for (const side of SIDES) n += legalBorderFootprints(me, borderId, lake, side).length;
  return n;
};

/** The footprints facing `side` that border `borderId` (or a Lake Border) may take, in the fixed cell order of the first slot. */
export const legalBorderFootprints = (me: Owner, borderId: string, lake: boolean, side: number): readonly BorderFootprint[] => {
  const all = legalFootprints(me.borough, me.borders, side);
  if (lake || !needsPopulation(borderId)) return all;
  return all.filter((f) => shortOf(me, borderId, populationTakenNow(me, borderId, f)) === undefined);
};
