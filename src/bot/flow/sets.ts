/**
 * The expansions of a game as players choose and read them: the `sets` option of `/suburbia new` (a comma-separated
 * list, with autocomplete), and the lines naming the sets in play with the goals and bonus and challenge tiles they
 * bring (seed 003 "Suburbia Expansions Setup"; decisions 20 and 21 for what comes with which set).
 */
import { awardById, awardPool, goalPool, GOALS, isSetId, normalizedSets, requirementWords, rulesOf, SET_NAMES, SET_TILES, SETS, type AwardTile, type GameOptions, type GameState, type SetId } from '../../engine/index.ts';
import { goalCard } from '../../render/index.ts';
import type { GameRecord } from '../../store/types.ts';
import { encodeCustomId } from '../custom-id.ts';
import type { RowSpec } from './types.ts';

/** Discord shows at most 25 autocomplete suggestions. */
const SUGGESTIONS_MAX = 25;

const setNamed = (text: string): SetId | undefined => {
  const wanted = text.trim().toLowerCase();
  return SETS.find((s) => s === wanted || SET_NAMES[s].toLowerCase() === wanted);
};

/** "Nightlife, Con and Essen". */
export const listed = (words: readonly string[]): string => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`);

export const setNames = (sets: readonly SetId[]): string => listed(sets.map((s) => SET_NAMES[s]));

const VALID_NAMES = SETS.join(', ');

/** The `sets` option: names separated by commas, in any case and order; an empty text is the base game. */
export const parseSets = (text: string): { readonly ok: true; readonly sets: readonly SetId[] } | { readonly ok: false; readonly why: string } => {
  const items = text.split(',').map((item) => item.trim()).filter((item) => item !== '');
  const sets: SetId[] = [];
  for (const item of items) {
    const set = setNamed(item);
    if (set === undefined) return { ok: false, why: `There is no set called "${item.slice(0, 40)}". The sets are ${VALID_NAMES}: list the ones you want separated by commas, e.g. \`sets: nightlife, con\`.` };
    if (!sets.includes(set)) sets.push(set);
  }
  return { ok: true, sets: SETS.filter((s) => sets.includes(s)) };
};

/**
 * Suggestions while typing the `sets` option: the items before the last comma stay as typed, and the last one is
 * completed to each set not chosen yet that it begins ("nightlife, co" → "nightlife, con"); after a comma every
 * remaining set is suggested, and all of them together.
 */
export const setSuggestions = (text: string): readonly { readonly name: string; readonly value: string }[] => {
  const items = text.split(',').map((item) => item.trim().toLowerCase());
  const last = items.pop() ?? '';
  const earlier = items.filter((item) => item !== '').map((item) => setNamed(item) ?? item);
  const remaining = SETS.filter((s) => !earlier.includes(s));
  const starting = remaining.filter((s) => s.startsWith(last) || SET_NAMES[s].toLowerCase().startsWith(last));
  const candidates = starting.length > 0 ? starting : remaining.filter((s) => s.includes(last));
  const lists = candidates.map((s) => [...earlier, s]);
  if (last === '' && remaining.length > 1) lists.push([...earlier, ...remaining]);
  return lists.slice(0, SUGGESTIONS_MAX).map((list) => {
    const value = list.join(', ').slice(0, 100);
    return { name: value, value };
  });
};

const awardWords = (tile: AwardTile): string =>
  `**${tile.name}**: +${tile.amount} ${tile.award === 'bonus' ? 'income' : 'reputation'} for everyone with ${requirementWords(tile.requirement)} when the first ${tile.award === 'bonus' ? 'B' : 'C'} tile is drawn`;

/** The goals a game's sets add to the base pool, in words ("**Insomniac**: most Nightlife tiles, +15 population"). */
const goalsAdded = (options: GameOptions): readonly string[] =>
  goalPool(rulesOf(options).sets, rulesOf(options).mode)
    .filter((g) => g.set !== undefined)
    .map((g) => {
      const card = goalCard(g.id);
      return `**${card.name}**: ${card.rule}, +${card.bonus} population`;
    });

/** The most bonus or challenge tiles a lobby lists with their requirements; a larger pool is listed by name. */
const AWARDS_IN_WORDS = 3;

/** Whether the mode deals goals at all (the Lone Architect plays without them). */
const dealsGoals = (state: Pick<GameState, 'table'>): boolean => state.table.publicGoals > 0 || state.table.secretGoalOffers > 0;

/**
 * What the chosen sets bring, for the lobby (before set-up: the pools the bonus and challenge tiles are drawn
 * from) or the start post (`state`: the tiles that lie on B and C).
 */
export const setsLines = (options: GameOptions, state?: Pick<GameState, 'table' | 'bonusOnB' | 'challengeOnC'>): readonly string[] => {
  const sets = rulesOf(options).sets;
  if (sets.length === 0) return ['Sets: none, the base game only.'];
  const lines = [`Sets: ${setNames(sets)}.`];
  const goals = state === undefined || dealsGoals(state) ? goalsAdded(options) : [];
  if (goals.length > 0) lines.push(`Goals they add to the pool: ${goals.join('; ')}.`);
  const waiting = (award: AwardTile['award'], dealt: string | undefined): void => {
    const pool = state === undefined ? awardPool(sets, award) : dealt === undefined ? [] : [awardById(dealt)];
    if (pool.length === 0) return;
    const where = award === 'bonus' ? 'Bonus tile on stack B' : 'Challenge tile on stack C';
    // a pool of more than a few is named only, so the lobby stays within a message (`/suburbia tile` shows each)
    if (pool.length === 1) lines.push(`${where}: ${awardWords(pool[0] as AwardTile)}.`);
    else if (pool.length <= AWARDS_IN_WORDS) lines.push(`${where}, one of: ${pool.map(awardWords).join('; ')}.`);
    else lines.push(`${where}, one of: ${listed(pool.map((t) => `**${t.name}**`))} (\`/suburbia tile\` shows each).`);
  };
  waiting('bonus', state?.bonusOnB);
  waiting('challenge', state?.challengeOnC);
  return lines;
};

/** Each set's special rule in a few words (its help page has them in full). */
const SET_RULE_WORDS: { readonly [S in SetId]: string } = {
  inc: 'borders, Redevelopment Planner and Law Office',
  star: 'the Star track: gold stars set the turn order',
  nightlife: 'Police Station and Night Court',
  con: 'their gold stars count only with 5★ Star tiles',
  essen: 'at most one of each Essen tile per borough',
};

/** Discord's limit for a select option's description. */
const DESCRIPTION_MAX = 100;

/** A short line about one set for the lobby's menu: its tiles, its rule, then its goals and bonus and challenge tiles as far as they fit. */
export const setSummary = (set: SetId): string => {
  const tiles = SET_TILES[set].reduce((n, t) => n + t.copies, 0);
  const goals = GOALS.filter((g) => g.set === set).map((g) => g.name);
  const awards = [...awardPool([set], 'bonus'), ...awardPool([set], 'challenge')].map((t) => t.name);
  const parts = [`${tiles} tiles`, SET_RULE_WORDS[set], ...(goals.length > 0 ? [`goals ${listed(goals)}`] : []), ...(awards.length > 0 ? [listed(awards)] : [])];
  while (parts.length > 1 && parts.join('; ').length > DESCRIPTION_MAX) parts.pop();
  return parts.join('; ').slice(0, DESCRIPTION_MAX);
};

/**
 * The lobby's menu of sets: any of them (none is the base game), the chosen ones preselected. Its custom_id
 * carries the lobby's version, so a choice made on an older view of the lobby changes nothing.
 */
export const setsRow = (game: Pick<GameRecord, 'id' | 'version'>, chosen: readonly SetId[]): RowSpec => ({
  select: {
    customId: encodeCustomId({ kind: 'sets', game: game.id, v: game.version }),
    placeholder: chosen.length === 0 ? 'Sets in play (the host chooses): none, the base game' : `Sets in play (the host chooses): ${setNames(chosen)}`,
    minValues: 0,
    maxValues: SETS.length,
    options: SETS.map((s) => ({ value: s, label: SET_NAMES[s], description: setSummary(s), default: chosen.includes(s) })),
  },
});

/** The sets a lobby menu's values name, or undefined when they are not exactly some of the offered sets. */
export const chosenSets = (values: readonly string[]): readonly SetId[] | undefined => {
  if (values.length > SETS.length || new Set(values).size !== values.length || !values.every(isSetId)) return undefined;
  return normalizedSets(values.filter(isSetId));
};
