import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const RULES = readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8');

const sourceFiles = (dir: string): readonly string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'generated' || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });

/** Every "decision N" / "decisions N" and "RN" cited in src/ and tests/, with where. */
const citations = (pattern: RegExp): readonly { readonly number: string; readonly where: string }[] =>
  [join(ROOT, 'src'), join(ROOT, 'tests')].flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => ({ number: m[1] ?? '', where: relative(ROOT, file) })),
  );

const decisionsSection = RULES.slice(RULES.indexOf('## Decisions the code relies on'), RULES.indexOf('## Rulebook rules the code cites'));
const quotedDecisions = new Set([...decisionsSection.matchAll(/^(\d+)\. /gm)].map((m) => m[1]));
const readings = new Set([...RULES.matchAll(/\*\*R(\d+) —/g)].map((m) => m[1]));

describe('docs/rules.md holds every rule the code cites', () => {
  it('every decision cited in src/ and tests/ is quoted there, under its number', () => {
    const cited = citations(/\bdecisions? (\d+)/gi);
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((c) => !quotedDecisions.has(c.number))).toEqual([]);
  });

  it('every reading cited (R1, R2, …) is written there', () => {
    const cited = citations(/\bR(\d+)\b/g).filter((c) => !c.where.endsWith('rules-document.test.ts'));
    expect(cited.length).toBeGreaterThan(10);
    expect(cited.filter((c) => !readings.has(c.number))).toEqual([]);
  });

  it('the readings are numbered R1, R2, … without gaps, and each names the place in the code that keeps it', () => {
    const numbers = [...readings].map(Number);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    for (const [, path] of RULES.matchAll(/\(`(src\/[^`]+\.ts)`/g)) expect(statSync(join(ROOT, path ?? '')).isFile()).toBe(true);
  });

  it('every reference data file it links is in the repository', () => {
    const linked = [...RULES.matchAll(/\]\((reference\/[^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(linked.length).toBeGreaterThanOrEqual(4);
    for (const file of linked) expect(statSync(join(ROOT, 'docs', file)).isFile()).toBe(true);
  });
});
