/**
 * The `/suburbia help` page of each expansion, generated from the engine's data where it can be: the tiles with
 * their text, the goals and the bonus and challenge tiles the set brings. Only the special rules are written out
 * (seed 003 per expansion, seed 002 for 5★; decisions 13, 15-27). A page longer than an embed holds lists its tiles by name and price
 * only (`/suburbia tile` shows each one's card).
 */
import { AWARD_TILES, GOALS, INC_BORDERS, requirementWords, STAR_BORDERS, SET_NAMES, SET_TILES, SETS, tileText, type AwardTile, type SetId, type TileDef } from '../../engine/index.ts';
import { goalCard } from '../../render/index.ts';
import { listed } from '../flow/sets.ts';
import type { HelpPage } from '../help-topics.ts';

const STACKS = ['A', 'B', 'C'] as const;

const names = (tiles: readonly TileDef[]): string => listed(tiles.map((t) => `**${t.name}**`));

const special = (set: SetId, kind: NonNullable<TileDef['special']>): string => SET_TILES[set].find((t) => t.special === kind)?.name ?? '';

/** Discord's limit for an embed description. */
const PAGE_MAX = 4096;

/** The rules a set adds beyond its tiles' own text. */
const SET_RULES: { readonly [S in SetId]: () => readonly string[] } = {
  inc: () => [
    '**Borders**: three lie face up, the rest face down; taking one is your action (**Other actions** → **Take a border**): pay its price, then remove a market tile (its surcharge). A border lies along your borough: 4 slots in a line and the 5 cells beyond, which it covers (empty, off the Borough Board, touching no other border); a slot must hold one of your tiles. Choose the side it faces, then the place. Only tiles in its slots are adjacent to it, now and later; an empty slot takes a tile with no neighbour, a covered cell never. Investing doubles its effects.',
    '**Lake Borders**: or take the top face-down border free, as a lake (then remove a market tile): placed like a border, it is one lake for every count and effect ($2 per building in its slots, now and later); investing is free and pays again.',
    `**${special('inc', 'redevelopmentPlanner')}**: replacing it later is your action: any market tile (no removal) or basic tile (then remove one) that may go there, free; the planner leaves. **${special('inc', 'lawOffice')}**: at final scoring it wins you one goal you are tied for (two if invested). **${special('inc', 'redistrictingOffice')}**: $6 per seat ($12 with Dale); each opponent loses 5 population, down to 0.`,
    'Money a tile or border makes you pay is paid as far as it goes, then 1 population per missing $1. Water Purification Plant, Radioactive Waste Site and Cemetery are offered only when you can meet their needs.',
    `**Borders** (\`/suburbia tile\` shows each one's effect): ${INC_BORDERS.map((b) => `${b.name} $${b.cost}`).join(', ')}.`,
  ],
  star: () => [
    '**The Star track**: gold stars move your token up the track (spaces 0–20; spaces 17–20 hold at most 4, 3, 2 and 1 tokens, and a token passes over full ones). Reaching space 4 gives +1 income once, space 8 +1 reputation once. At the end of every round the players highest on the track gain 1 population and the lowest lose 1 (not when everyone shares a space); then the turn order follows the track: higher first, on one space the token on top first. Goal ties go to the player higher on the track.',
    'Investing in a Star tile gives its gold stars again. Each spot in the menu shows its star move ("★ +2 → space 9: +1 reputation"), and so does the confirmation; the turn summary reports every star move, the round end and the new turn order, which the turn message repeats. The Star track and the turn order are on the second market picture.',
    `**Five players** (any sets): 5 public goals, 5 of each basic tile, an 8-slot market and 24-tile stacks; the rulebook recommends the Star tiles then. **Dale the Bot** buys Star tiles first unless he is 3 or more spaces ahead of you; you always move first. **With Suburbia Inc**, the 6 Star borders join 6 random Inc borders: ${STAR_BORDERS.map((b) => `${b.name} $${b.cost}`).join(', ')}.`,
  ],
  nightlife: () => [
    `**Negative Nightlife effects** are the money a Nightlife tile's effect makes you pay and the population it takes from you (what red lines do is not one of them). A **${special('nightlife', 'policeStation')}** protects its owner from every later one, starting with its own placement: those changes are ignored, while the positive parts of the same effects still count. A **${special('nightlife', 'nightCourt')}** first gives back everything they took from you, then protects you the same way; investing in it repeats only its +1 income and +2 reputation, and a second protecting tile changes nothing more. Previews, confirmations and turn summaries list what was ignored.`,
    'Money a tile makes you pay never takes you below $0: each $1 you cannot pay costs 1 population instead (Back Alley, Pawn Shop).',
  ],
  con: () => [
    `**Gold stars**: Con tiles show gold stars. With 5★ Star tiles they move your token on the Star track; without them they change nothing: tile cards say "(only with 5★ Star tiles)", and previews and summaries show them as ignored. Con tiles are not Star tiles.`,
  ],
  essen: () => [
    `**The Essen limit**: a borough holds at most one of each Essen tile (${names(SET_TILES.essen.filter((t) => t.placement?.some((p) => p.kind === 'onePerBorough') === true))}). Once you have one, the market still offers the other copy, but only as a lake, and says why. "Adjacent Essen tile" means a tile of this set (Essen Spiel is a Con tile).`,
  ],
};

const tileLine = (t: TileDef): string => `${t.stack}: **${t.name}**${t.copies > 1 ? ` ×${t.copies}` : ''} ($${t.cost}): ${tileText(t)}`;

const goalsOf = (set: SetId): string => {
  const goals = GOALS.filter((g) => g.set === set).map((g) => {
    const card = goalCard(g.id);
    const needs = (g.needs ?? []).map((n) => SET_NAMES[n]);
    return `**${card.name}**: ${card.rule} (+${card.bonus} population${needs.length === 0 ? '' : `; only with ${needs.join(' and ')}`})`;
  });
  return goals.length === 0 ? '' : `**Goals** (added to the pool of public and secret goals): ${goals.join('; ')}.`;
};

const awardsOf = (set: SetId): string => {
  const ofSet = (award: AwardTile['award']) => AWARD_TILES.filter((t) => t.set === set && t.award === award);
  const tiles = [...ofSet('bonus'), ...ofSet('challenge')].map(
    (t) =>
      `**${t.name}** (${t.award === 'bonus' ? 'B' : 'C'}): +${t.amount} ${t.award === 'bonus' ? 'income' : 'reputation'} with ${requirementWords(t.requirement)}${t.needs === undefined ? '' : `, only with ${t.needs.map((n) => SET_NAMES[n]).join(' and ')}`}`,
  );
  if (tiles.length === 0) return '';
  return `**Bonus and challenge tiles** (one bonus lies face up on stack B, one challenge on C; when the first tile of that stack is drawn, everyone who has what it asks gains, Dale the Bot always, then it leaves the game): ${tiles.join('; ')}.`;
};

/** A tile by name, copies and price only, for a page whose full tile list does not fit. */
const shortTileLine = (t: TileDef): string => `**${t.name}**${t.copies > 1 ? ` ×${t.copies}` : ''} ($${t.cost})`;

const page = (set: SetId): HelpPage => {
  const tiles = SET_TILES[set];
  const count = (stack: (typeof STACKS)[number]): number => tiles.filter((t) => t.stack === stack).reduce((n, t) => n + t.copies, 0);
  const total = STACKS.reduce((n, s) => n + count(s), 0);
  const none = goalsOf(set) === '' && awardsOf(set) === '' ? 'It adds no goals and no bonus or challenge tiles.' : '';
  const text = (tileList: string): string =>
    [
      `**What it adds**: ${total} tiles (${STACKS.map((s) => `${count(s)} ${s}`).join(', ')}) marked ${SET_NAMES[set]}; each replaces a random base tile of the same letter. Play it with \`/suburbia new sets: ${set}\` (any mix of sets), or pick it in a lobby's menu of sets (the host).`,
      ...SET_RULES[set](),
      goalsOf(set),
      awardsOf(set),
      none,
      tileList,
    ]
      .filter((paragraph) => paragraph !== '')
      .join('\n\n');
  const full = text(`**Tiles**\n${STACKS.flatMap((s) => tiles.filter((t) => t.stack === s)).map(tileLine).join('\n')}`);
  const short = (): string =>
    text(`**Tiles** (\`/suburbia tile\` shows each one's card): ${STACKS.map((s) => `${s}: ${tiles.filter((t) => t.stack === s).map(shortTileLine).join(', ')}`).join('; ')}.`);
  return { label: SET_NAMES[set], title: `Suburbia ${SET_NAMES[set]}`, text: full.length <= PAGE_MAX ? full : short() };
};

export const EXPANSION_PAGES: { readonly [S in SetId]: HelpPage } = Object.fromEntries(SETS.map((s) => [s, page(s)])) as { readonly [S in SetId]: HelpPage };
