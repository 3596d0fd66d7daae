/** `npm run db:migration -- <name>`: a new migration from schema.prisma, offline. */
import { createMigration } from '../migrations/create-migration.ts';

const created = await createMigration(process.argv.slice(2).join('_'));
if (created.ok) {
  console.log(`Created prisma/migrations/${created.folder}/migration.sql — review it, then apply it with npm run db:migrate`);
} else {
  console.error(created.error);
  process.exitCode = 1;
}
