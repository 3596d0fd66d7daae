import { PrismaPg } from '@prisma/adapter-pg';
import { asDriverError } from './driver-error.ts';

/**
 * @prisma/adapter-pg 7.10.1 runs `executeScript` (how a migration's SQL runs) by splitting the
 * script at every ";" and sending the pieces one by one: a failing migration leaves half its
 * changes behind, and a ";" inside a string or a function body breaks the script. This factory's
 * adapters send the script whole, as one simple query, which PostgreSQL runs as one implicit
 * transaction — as `prisma migrate deploy` does.
 */
export class PgAdapterFactory extends PrismaPg {
  constructor(connectionString: string) {
    super({ connectionString });
  }

  override async connect(): ReturnType<PrismaPg['connect']> {
    const adapter = await super.connect();
    const pool = adapter.underlyingDriver();
    return Object.assign(adapter, {
      executeScript: async (script: string): Promise<void> => {
        try {
          await pool.query(script);
        } catch (error) {
          throw asDriverError(error);
        }
      },
    });
  }
}
