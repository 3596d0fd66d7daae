import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const simulate = (args: readonly string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/simulate.ts', ...args], { encoding: 'utf8' });

/** `npm run simulate -- --sets …`: seeded policy games with expansions, and what the sets did in them. */
describe('the simulator with sets', () => {
  it('counts the face-up tiles placed per set and the players who gained each bonus and challenge', { timeout: 60_000 }, async () => {
    const { stdout } = await simulate(['--players', '3', '--games', '4', '--seed', '5', '--sets', 'essen,nightlife,con']);
    const line = JSON.parse(stdout) as Record<string, unknown>;
    expect(line).toMatchObject({ games: 4, players: 3, sets: ['nightlife', 'con', 'essen'], seed: 5 });
    const placed = line['placedBySet'] as Record<string, number>;
    expect(Object.keys(placed)).toEqual(['base', 'nightlife', 'con', 'essen']);
    expect(Object.values(placed).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    expect(placed['base'] ?? 0).toBeGreaterThan(0);
    // every game reaches the first B and the first C tile, so both tiles are checked (gained by 0 to 12 players)
    const bonus = line['bonusAwards'] as Record<string, number>;
    const challenge = line['challengeAwards'] as Record<string, number>;
    expect(Object.keys(bonus)).toEqual(['nightlife-bonus']);
    expect(Object.keys(challenge)).toEqual(['nightlife-challenge']);
    for (const n of [bonus['nightlife-bonus'] ?? -1, challenge['nightlife-challenge'] ?? -1]) expect(n >= 0 && n <= 12).toBe(true);
  });

  it('keeps the base game without sets, and refuses an unknown set with status 2', { timeout: 60_000 }, async () => {
    const { stdout } = await simulate(['--players', '2', '--games', '1', '--seed', '5']);
    expect(JSON.parse(stdout)).toMatchObject({ placedBySet: { base: expect.any(Number) as number }, bonusAwards: {}, challengeAwards: {} });
    const refused = await simulate(['--players', '2', '--games', '1', '--seed', '5', '--sets', 'nightlife,stars']).catch((error: unknown) => error as { code: number; stderr: string });
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('--sets takes inc, star, nightlife, con, essen separated by commas, got "stars"');
  });

  it('five players with 5★: the Star track\'s round-end evaluations (one per round) and turn-order changes', { timeout: 60_000 }, async () => {
    const { stdout } = await simulate(['--players', '5', '--games', '2', '--seed', '5', '--sets', 'star']);
    const line = JSON.parse(stdout) as { turns: number; starRounds: number; turnOrderChanges: number; placedBySet: Record<string, number> };
    expect(line).toMatchObject({ games: 2, players: 5, sets: ['star'] });
    // every round of a five-player game has five turns, and each one ends with the track's step, the last included
    expect(line.starRounds).toBe(line.turns / 5);
    expect(line.turnOrderChanges).toBeGreaterThanOrEqual(0);
    expect(line.turnOrderChanges).toBeLessThan(line.starRounds);
    expect(line.placedBySet['star'] ?? 0).toBeGreaterThan(0);
    const six = await simulate(['--players', '6', '--games', '1', '--seed', '5']).catch((error: unknown) => error as { code: number; stderr: string });
    expect((six as { stderr: string }).stderr).toContain('--players must be between 1 and 5, got 6');
  });
});
