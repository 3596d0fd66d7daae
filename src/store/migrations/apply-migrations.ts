/** Applies the pending migrations of prisma/migrations and records them in _prisma_migrations, as `prisma migrate deploy` does. */
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { readMigrations, readSchema } from './migrations-folder.ts';
import { openSchemaEngine } from './schema-engine.ts';

export const noSchemaFilter = { externalTables: [], externalEnums: [] };

/**
 * The factory, remembering every connection the engine opens: the engine's `free()` leaves them
 * open (a PostgreSQL pool would hold the process for its idle timeout), so they are disposed here.
 */
const tracking = (factory: SqlMigrationAwareDriverAdapterFactory) => {
  const opened: SqlDriverAdapter[] = [];
  const remember = async (connecting: Promise<SqlDriverAdapter>): Promise<SqlDriverAdapter> => {
    const adapter = await connecting;
    opened.push(adapter);
    return adapter;
  };
  return {
    factory: {
      provider: factory.provider,
      adapterName: factory.adapterName,
      connect: () => remember(factory.connect()),
      connectToShadowDb: () => remember(factory.connectToShadowDb()),
    } satisfies SqlMigrationAwareDriverAdapterFactory,
    disposeAll: async (): Promise<void> => {
      await Promise.all(opened.map((adapter) => adapter.dispose()));
    },
  };
};

/** The names of the migrations applied now; empty when the database was up to date. */
export const applyMigrations = async (
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  migrationsDir?: string,
): Promise<readonly string[]> => {
  const { factory, disposeAll } = tracking(adapterFactory);
  const engine = await openSchemaEngine(factory, await readSchema());
  try {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: await readMigrations(migrationsDir),
      filters: noSchemaFilter,
    });
    return appliedMigrationNames;
  } finally {
    engine.free();
    await disposeAll();
  }
};
