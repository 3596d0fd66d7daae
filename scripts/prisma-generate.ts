/**
 * `postinstall` (and `npm run db:generate`): generates the Prisma client into src/store/generated.
 * `prisma generate` never runs the native schema engine but downloads it at start-up unless
 * PRISMA_SCHEMA_ENGINE_BINARY names an existing file, and that download fails on machines whose
 * only outside access is the npm registry; so when the variable is unset it names a placeholder.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  // no update check or telemetry: nothing leaves the machine
  CHECKPOINT_DISABLE: '1',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const placeholder = join(root, 'node_modules', '.cache', 'suburbia', 'schema-engine-placeholder');
  mkdirSync(dirname(placeholder), { recursive: true });
  writeFileSync(placeholder, 'prisma generate does not run the schema engine; this file stops its download\n');
  env.PRISMA_SCHEMA_ENGINE_BINARY = placeholder;
}
const generate = spawnSync(process.execPath, [join(root, 'node_modules', 'prisma', 'build', 'index.js'), 'generate'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(generate.status ?? 1);
