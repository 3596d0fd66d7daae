import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMigration } from '../../src/store/migrations/create-migration.ts';
import { migrationsDir } from '../../src/store/migrations/migrations-folder.ts';

/** The WebAssembly schema engine diffs the schema against the migrations: slow on a busy machine. */
const slow = { timeout: 180_000 };

describe('npm run db:migration', slow, () => {
  it('finds nothing to add: the committed migrations produce exactly schema.prisma', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'suburbia-migrations-'));
    try {
      await cp(migrationsDir, dir, { recursive: true });
      expect(await createMigration('nothing', new Date(), dir)).toEqual({ ok: false, error: 'schema.prisma matches the migrations already: nothing to migrate' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes the whole schema as the first migration of an empty folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'suburbia-migrations-'));
    try {
      const created = await createMigration('first steps', new Date('2030-01-02T03:04:05Z'), dir);
      expect(created).toEqual({ ok: true, folder: '20300102030405_first_steps' });
      const sql = await readFile(join(dir, '20300102030405_first_steps', 'migration.sql'), 'utf8');
      const schema = await readFile(join(migrationsDir, '..', 'schema.prisma'), 'utf8');
      const models = [...schema.matchAll(/^model (\w+) \{/gm)].map((m) => m[1]);
      expect(models.length).toBeGreaterThan(5);
      for (const model of models) expect(sql).toContain(`CREATE TABLE "${model}"`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
