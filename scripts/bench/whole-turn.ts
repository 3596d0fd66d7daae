/**
 * Whole turn, one click at a time: a 4-player game's Confirm clicks through the flow (pictures included) and,
 * on a second game, the same steps without the pictures, so the difference shows what rendering costs.
 */
import type { SetId } from '../../src/engine/index.ts';
import type { Store } from '../../src/store/store.ts';
import { advance, confirmThroughFlow, confirmWithoutPictures, nextClick, seedGame, type Phases, type TableGame, type TurnResult } from './pipeline.ts';
import { now, round, roundSpread, spread, type Spread } from './stats.ts';

export type WholeTurn = {
  readonly turns: number;
  readonly errors: number;
  readonly firstError?: string;
  readonly ms: Spread;
  /** medians of the measured steps, when the variant measures them */
  readonly phasesP50?: Phases;
};

const PHASES = ['load', 'engine', 'append', 'jobs', 'reply'] as const;

const WARM_UP = 3;

/** Plays `count` turns (or until `budgetMs`), starting a new game whenever one finishes; `offset` keeps channels apart. */
export const playTurns = async (
  store: Store,
  confirm: (click: ReturnType<typeof nextClick>) => Promise<TurnResult>,
  limits: { readonly count: number; readonly budgetMs: number; readonly offset: number; readonly players: number; readonly sets: readonly SetId[] },
): Promise<WholeTurn> => {
  let seeded = 0;
  let table: TableGame = await seedGame(store, limits.offset + seeded++, limits.players, limits.sets);
  const samples: number[] = [];
  const phases: Phases[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = now();
  for (let i = 0; i < limits.count + WARM_UP && (i < WARM_UP + 5 || now() - started < limits.budgetMs); i++) {
    if (table.finished) table = await seedGame(store, limits.offset + seeded++, limits.players, limits.sets);
    const click = nextClick(table);
    const result = await confirm(click);
    if (!result.ok) {
      errors += 1;
      firstError ??= result.why;
      table = await seedGame(store, limits.offset + seeded++, limits.players, limits.sets);
      continue;
    }
    advance(table, click);
    if (i >= WARM_UP) {
      samples.push(result.ms);
      if (result.phases !== undefined) phases.push(result.phases);
    }
  }
  const phasesP50 = phases.length === 0 ? undefined : (Object.fromEntries(PHASES.map((k) => [k, round(spread(phases.map((p) => p[k])).p50)])) as Phases);
  return { turns: samples.length, errors, ...(firstError === undefined ? {} : { firstError }), ms: roundSpread(spread(samples)), ...(phasesP50 === undefined ? {} : { phasesP50 }) };
};

export type WholeTurnOn = { readonly database: string; readonly withPictures: WholeTurn; readonly withoutPictures: WholeTurn };

export const wholeTurnOn = async (
  label: string,
  store: Store,
  limits: { readonly count: number; readonly budgetMs: number; readonly sets: readonly SetId[]; readonly players: number },
): Promise<WholeTurnOn> => {
  const deps = { store, newSeed: () => 0x5eed };
  const withPictures = await playTurns(store, (click) => confirmThroughFlow(deps, click), { ...limits, offset: 10_000 });
  const withoutPictures = await playTurns(store, (click) => confirmWithoutPictures(store, click), { ...limits, offset: 20_000 });
  return { database: label, withPictures, withoutPictures };
};
