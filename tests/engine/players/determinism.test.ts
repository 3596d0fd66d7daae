/** Every built-in player is a function of its seat's view: two fresh processes play the same seeded games move for move. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const playInFreshProcess = async (seed: number): Promise<string> =>
  (await run(process.execPath, ['--import', 'tsx', 'tests/engine/players/play-seeded-game.ts', String(seed)], { encoding: 'utf8' })).stdout;

describe('built-in players are deterministic', () => {
  it('two fresh processes play the same seeded games (every strength in every seat; 3 and 5 players, both solo modes, every set) to identical move logs', { timeout: 120_000 }, async () => {
    const [first, second] = await Promise.all([playInFreshProcess(11), playInFreshProcess(11)]);
    expect(first.length).toBeGreaterThan(10_000);
    expect(second).toBe(first);
  });
});
