import { describe, expect, it } from 'vitest';
import { setsLines, setSummary } from '../../../src/bot/flow/sets.ts';

/** The lobby names what the sets bring; with Suburbia Inc's ten bonus and ten challenge tiles it names them only. */
describe('what the sets bring, in the lobby', () => {
  it('lists a large pool of bonus and challenge tiles by name, so the lobby fits one message', () => {
    const lines = setsLines({ players: 4, sets: ['inc', 'nightlife', 'con', 'essen'] });
    expect(lines).toContain(
      'Bonus tile on stack B, one of: **Border Bonus**, **Civic Bonus**, **Commercial Bonus**, **Income Bonus**, **Industrial Bonus**, **Lake Bonus**, **Money Bonus**, **Population Bonus**, **Reputation Bonus**, **Residential Bonus**, **Nightlife Bonus** and **Inc. Bonus** (`/suburbia tile` shows each).',
    );
    expect(lines.join('\n').length).toBeLessThan(1500);
  });

  it('keeps the requirement of a pool of one', () => {
    expect(setsLines({ players: 3, sets: ['nightlife'] })).toContain('Bonus tile on stack B: **Nightlife Bonus**: +3 income for everyone with at least 3 Nightlife tiles when the first B tile is drawn.');
  });
});

describe("the lobby menu's line about a set", () => {
  it('names special tiles without an article, Suburbia Inc\'s as Nightlife\'s', () => {
    expect(setSummary('inc')).toBe('26 tiles; borders, Redevelopment Planner and Law Office');
    expect(setSummary('nightlife')).toBe('32 tiles; Police Station and Night Court; goals Insomniac, Nyctophobian, Entrepreneur and Layabout');
  });
});
