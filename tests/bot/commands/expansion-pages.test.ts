import { describe, expect, it } from 'vitest';
import { helpPage } from '../../../src/bot/commands/help.ts';
import { HELP_PAGES } from '../../../src/bot/commands/help-pages.ts';
import { HELP_TOPICS } from '../../../src/bot/help-topics.ts';
import { SET_TILES, SETS, tileText } from '../../../src/engine/index.ts';

/** `/suburbia help` has a page per expansion, generated from the engine's data where it can be. */
describe('the help pages of the expansions', () => {
  it('list every tile of the set with its text and copies, by stack (by name and price where the page would not fit)', () => {
    for (const set of SETS) {
      const text = HELP_PAGES[set].text;
      const short = text.includes("(`/suburbia tile` shows each one's card)");
      for (const tile of SET_TILES[set]) {
        const named = `**${tile.name}**${tile.copies > 1 ? ` ×${tile.copies}` : ''} ($${tile.cost})`;
        expect(text).toContain(short ? named : `${tile.stack}: ${named}: ${tileText(tile)}`);
      }
      expect(text.length).toBeLessThanOrEqual(4096);
    }
    expect(HELP_PAGES.inc.text).toContain('**What it adds**: 26 tiles (10 A, 10 B, 6 C) marked Suburbia Inc');
    expect(HELP_PAGES.nightlife.text).toContain('**What it adds**: 32 tiles (12 A, 10 B, 10 C) marked Nightlife');
    expect(HELP_PAGES.con.text).toContain('**What it adds**: 5 tiles (2 A, 1 B, 2 C) marked Con');
    expect(HELP_PAGES.essen.text).toContain('**What it adds**: 6 tiles (2 A, 2 B, 2 C) marked Essen');
    expect(HELP_PAGES.star.text).toContain('**What it adds**: 50 tiles (15 A, 18 B, 17 C) marked 5★ Star tiles');
  });

  it('state the Star track, five players, Dale with Star tiles and the Star borders on the 5★ page', () => {
    const star = HELP_PAGES.star.text;
    expect(star).toContain('Reaching space 4 gives +1 income once, space 8 +1 reputation once.');
    expect(star).toContain('then the turn order follows the track: higher first, on one space the token on top first. Goal ties go to the player higher on the track.');
    expect(star).toContain('Each spot in the menu shows its star move ("★ +2 → space 9: +1 reputation")');
    expect(star).toContain('**Five players** (any sets): 5 public goals, 5 of each basic tile, an 8-slot market and 24-tile stacks');
    expect(star).toContain('**Dale the Bot** buys Star tiles first unless he is 3 or more spaces ahead of you');
    expect(star).toContain('the 6 Star borders join 6 random Inc borders: Boardwalk $12, City Zoo $22, Fort Antonia $19, ');
    expect(star).toContain('**Tourist**: most Star tiles (+15 population)');
    expect(star).toContain('**Tourism Bonus** (B): +3 income with at least 3 Star tiles, only with Suburbia Inc');
  });

  it('state each special rule, the goals and the bonus and challenge tiles', () => {
    const nightlife = HELP_PAGES.nightlife.text;
    expect(nightlife).toContain('A **Police Station** protects its owner from every later one');
    expect(nightlife).toContain('A **Night Court** first gives back everything they took from you');
    expect(nightlife).toContain(
      '**Goals** (added to the pool of public and secret goals): **Insomniac**: most Nightlife tiles (+15 population); **Nyctophobian**: fewest Nightlife tiles (+10 population); **Entrepreneur**: most Inc. tiles (+20 population; only with Suburbia Inc); **Layabout**: fewest Inc. tiles (+10 population; only with Suburbia Inc).',
    );
    expect(nightlife).toContain('when the first tile of that stack is drawn, everyone who has what it asks gains, Dale the Bot always, then it leaves the game');
    expect(nightlife).toContain('**Nightlife Bonus** (B): +3 income with at least 3 Nightlife tiles');
    expect(nightlife).toContain('**Nightlife Challenge** (C): +3 reputation with at least 5 Nightlife tiles');
    expect(HELP_PAGES.inc.text).toContain('**Border Bonus** (B): +3 income with at least 1 border');
    expect(HELP_PAGES.con.text).toContain('Con tiles show gold stars. With 5★ Star tiles they move your token on the Star track; without them they change nothing');
    expect(HELP_PAGES.con.text).toContain('It adds no goals and no bonus or challenge tiles.');
    expect(HELP_PAGES.essen.text).toContain('a borough holds at most one of each Essen tile (**Grugapark**, **U-Bahn** and **Messe Essen**)');
    const inc = HELP_PAGES.inc.text;
    expect(inc).toContain('taking one is your action (**Other actions** → **Take a border**): pay its price, then remove a market tile (its surcharge).');
    expect(inc).toContain('**Lake Borders**: or take the top face-down border free, as a lake');
    expect(inc).toContain("**Borders** (`/suburbia tile` shows each one's effect): Amusement Park $15, Bay $13, Beach $12, Desert $6,");
    expect(inc).toContain('**Redevelopment Planner**: replacing it later is your action');
    expect(inc).toContain('**Law Office**: at final scoring it wins you one goal you are tied for (two if invested).');
  });

  it('are reached by page buttons, five to a row', () => {
    const page = helpPage('con');
    const rows = (page.components ?? []).map((row) => ('toJSON' in row ? row.toJSON() : row)) as { readonly components: readonly { readonly label?: string; readonly disabled?: boolean }[] }[];
    expect(rows.map((r) => r.components.length)).toEqual([5, HELP_TOPICS.length - 5]);
    expect(rows.flatMap((r) => r.components).map((b) => b.label)).toEqual(HELP_TOPICS.map((t) => HELP_PAGES[t].label));
    expect(rows.flatMap((r) => r.components).filter((b) => b.disabled === true).map((b) => b.label)).toEqual(['Con']);
  });
});
