/**
 * Writes a new migration folder with the SQL that takes the committed migrations to the current
 * schema.prisma — what `prisma migrate dev --create-only` writes, computed offline: the migrations
 * are replayed on an in-memory PGlite shadow database.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { lockfileContent, lockfileName, migrationsDir, readMigrations, readSchema } from './migrations-folder.ts';
import { noSchemaFilter } from './apply-migrations.ts';
import { openSchemaEngine } from './schema-engine.ts';

export type CreatedMigration = { readonly ok: true; readonly folder: string } | { readonly ok: false; readonly error: string };

const timestamp = (now: Date): string => now.toISOString().replace(/\D/g, '').slice(0, 14);

export const createMigration = async (name: string, now: Date = new Date(), dir: string = migrationsDir): Promise<CreatedMigration> => {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
  if (slug === '') return { ok: false, error: 'Name the migration: npm run db:migration -- <name>' };
  const schema = await readSchema();
  const migrations = await readMigrations(dir);
  const database = new PGlite();
  const engine = await openSchemaEngine(new PrismaPGlite(database), schema);
  try {
    const { stdout } = await engine.diff({
      from: migrations.migrationDirectories.length === 0 ? { tag: 'empty' } : { tag: 'migrations', ...migrations },
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: null,
      filters: noSchemaFilter,
    });
    const sql = stdout ?? '';
    if (!/^\s*[A-Z]/m.test(sql.replace(/^--.*$/gm, ''))) {
      return { ok: false, error: 'schema.prisma matches the migrations already: nothing to migrate' };
    }
    const folder = `${timestamp(now)}_${slug}`;
    await mkdir(join(dir, folder), { recursive: true });
    await writeFile(join(dir, folder, 'migration.sql'), sql);
    await writeFile(join(dir, lockfileName), lockfileContent);
    return { ok: true, folder };
  } finally {
    engine.free();
    await database.close();
  }
};
