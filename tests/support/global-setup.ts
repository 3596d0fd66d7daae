import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStore } from '../../src/store/open-store.ts';

/**
 * Makes the migrated embedded database that tests/support/pglite-template.ts copies. The `embedded` and `database`
 * projects both list this set-up; they run in one vitest process, so the first makes the template and the other
 * waits for the same one (the last teardown removes it).
 */
type Shared = { template: Promise<string>; users: number };
const slot = globalThis as typeof globalThis & { suburbiaTemplate?: Shared };

const makeTemplate = async (): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'suburbia-template-'));
  const opened = await openStore({ kind: 'pglite', dataDir: dir });
  if (!opened.ok) throw new Error(`could not create the embedded database template: ${opened.error}`);
  await opened.store.close();
  return dir;
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (slot.suburbiaTemplate ??= { template: makeTemplate(), users: 0 });
  shared.users += 1;
  const dir = await shared.template;
  project.provide('pgliteTemplate', dir);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    slot.suburbiaTemplate = undefined;
    rmSync(dir, { recursive: true, force: true });
  };
}
