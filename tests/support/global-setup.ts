import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStore } from '../../src/store/open-store.ts';

/** Makes the migrated embedded database that tests/support/pglite-template.ts copies. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'suburbia-template-'));
  const opened = await openStore({ kind: 'pglite', dataDir: dir });
  if (!opened.ok) throw new Error(`could not create the embedded database template: ${opened.error}`);
  await opened.store.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
