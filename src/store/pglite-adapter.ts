import type { PGlite } from '@electric-sql/pglite';
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { asDriverError } from './driver-error.ts';

/**
 * pglite-prisma-adapter 0.7.2 starts `executeScript` (how a migration's SQL runs) without awaiting
 * it, so a failing migration would be recorded as applied and its error would escape as an
 * unhandled rejection. This factory's adapters await the script (PGlite runs a multi-statement
 * script as one transaction) and report PostgreSQL's own error.
 */
export class PGliteAdapterFactory extends PrismaPGlite {
  readonly #database: PGlite;

  constructor(database: PGlite) {
    super(database);
    this.#database = database;
  }

  override async connect(): Promise<SqlDriverAdapter> {
    const adapter = await super.connect();
    const database = this.#database;
    return Object.assign(adapter, {
      executeScript: async (script: string): Promise<void> => {
        try {
          await database.exec(script);
        } catch (error) {
          throw asDriverError(error);
        }
      },
    });
  }
}
