import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noImportCycle } from '../../scripts/lint/no-import-cycle.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('lint keeps every layer of src/ importing in its direction', () => {
  const eslint = new ESLint({ cwd: ROOT });
  /** The messages of the project's lint for `code` as if it were the file `path`. */
  const problems = async (path: string, code: string): Promise<readonly string[]> =>
    (await eslint.lintText(code, { filePath: join(ROOT, path) })).flatMap((r) => r.messages.map((m) => m.message));

  it.each([
    ['src/engine/x.ts', "import { openStore } from '../store/open-store.ts';", 'src/engine may import no other layer; not src/store'],
    ['src/render/x.ts', "import { playMove } from '../bot/flow/play.ts';", 'src/render may import src/engine; not src/bot'],
    ['src/store/x.ts', "import { newGame } from '../engine/index.ts';", 'src/store may import src/config; not src/engine'],
    ['src/config/x.ts', "import type { Store } from '../store/store.ts';", 'src/config may import no other layer; not src/store'],
    ['src/record/x.ts', "import { renderFinalResults } from '../render/index.ts';", 'src/record may import src/engine; not src/render'],
    ['src/engine/x.ts', "import { rating } from 'openskill';", 'openskill is imported only in src/record'],
    ['src/bot/x.ts', "import { startTable } from '../../tests/bot/scenarios/table.ts';", 'src/ does not import the program entry, the tests or the scripts'],
  ])('%s: %s', async (path, code, message) => {
    expect(await problems(path, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1] ?? ''}];\n`)).toContainEqual(expect.stringContaining(message));
  }, 60_000);

  it('lets each layer import the layers below it', async () => {
    expect(await problems('src/bot/x.ts', "import { newGame } from '../engine/index.ts';\nimport { openStore } from '../store/open-store.ts';\nexport const used = [newGame, openStore];\n")).toEqual([]);
    expect(await problems('src/render/x.ts', "import { newGame } from '../engine/index.ts';\nexport const used = [newGame];\n")).toEqual([]);
    expect(await problems('src/bot/x.ts', "import { parseRecord } from '../record/index.ts';\nexport const used = [parseRecord];\n")).toEqual([]);
  }, 60_000);
});

describe('local/no-import-cycle', () => {
  // files on disk: the rule reads what the linted file imports to find its way back
  const dir = mkdtempSync(join(tmpdir(), 'suburbia-cycle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, code: string): string => {
    const path = join(dir, name);
    writeFileSync(path, code);
    return path;
  };
  const a = file('a.ts', "import { b } from './b.ts';\nexport const a = b + 1;\n");
  file('b.ts', "import { c } from './c.ts';\nexport const b = c + 1;\n");
  file('c.ts', "import type { A } from './a.ts';\nexport const c = 1;\nexport type C = A;\n");
  const leaf = file('leaf.ts', "import { c } from './c.ts';\nexport const leaf = c;\n");

  RuleTester.describe = describe;
  RuleTester.it = it;
  RuleTester.itOnly = it.only;
  new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-import-cycle', noImportCycle, {
    valid: [{ filename: leaf, code: "import { c } from './c.ts';\nexport const leaf = c;\n" }],
    invalid: [
      {
        filename: a,
        code: "import { b } from './b.ts';\nexport const a = b + 1;\n",
        errors: [{ messageId: 'cycle', data: { chain: [a, join(dir, 'b.ts'), join(dir, 'c.ts'), a].map((f) => relative(process.cwd(), f)).join(' → ') } }],
      },
    ],
  });
});
