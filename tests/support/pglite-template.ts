/**
 * Creating an embedded database from nothing runs PostgreSQL's initdb in WebAssembly (about 10 s on a
 * busy 2-core machine). Tests that only need *a* migrated database get a copy of one made once per
 * test run (vitest global setup), which opens in well under a second. Tests about start-up and
 * migrations on a fresh machine keep using truly empty directories.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  // vitest's typed inject() is declared by merging into this interface; a type alias cannot merge
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** a cleanly closed, fully migrated DATA_DIR to copy */
    pgliteTemplate: string | undefined;
  }
}

/** A new DATA_DIR holding an up-to-date embedded database of its own. */
export const migratedDataDir = (prefix = 'suburbia-'): string => {
  const template = inject('pgliteTemplate');
  if (template === undefined) throw new Error('this test file copies the embedded database template: list it in the embedded project of vitest.config.ts');
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(template, dir, { recursive: true });
  return dir;
};
