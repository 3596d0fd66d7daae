import { describe, expect, it } from 'vitest';
import { HELP_PAGES } from '../../../src/bot/commands/help-pages.ts';
import { MODERATION_SUBCOMMANDS } from '../../../src/bot/moderation/commands.ts';

describe('the Commands help page', () => {
  it('names every moderation subcommand, pause and resume among them, within one embed', () => {
    const text = HELP_PAGES.commands.text;
    for (const sub of MODERATION_SUBCOMMANDS) expect(text).toContain(`/suburbia ${sub}`);
    expect(text).toContain('`/suburbia pause [days]` (1-7 days, 3 unless you say; 14 days per game in all');
    expect(text.length).toBeLessThanOrEqual(4096);
  });
});
