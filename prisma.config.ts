// Read by the Prisma CLI (`prisma generate`, and `prisma migrate deploy` on machines with internet
// access). The project's own offline tools read the same schema and migrations folder.
import { config } from 'dotenv';
import { defineConfig } from 'prisma/config';

config({ quiet: true });

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
