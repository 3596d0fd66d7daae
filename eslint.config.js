import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Layer boundaries from the brief: each outside library is imported by one layer only. */
const owners = {
  'discord.js': 'bot',
  '@discordjs': 'bot',
  '@napi-rs/canvas': 'render',
  '@prisma': 'store',
  'pglite-prisma-adapter': 'store',
  '@electric-sql/pglite': 'store',
};
const layers = ['engine', 'store', 'render', 'bot', 'config'];
const engineOnly = ['node:*', 'fs', 'path', 'crypto', 'dotenv', '**/store/**', '**/bot/**', '**/render/**', '**/config/**'];

const forbiddenIn = (layer) =>
  Object.entries(owners)
    .filter(([, owner]) => owner !== layer)
    .flatMap(([pkg, owner]) => [
      { group: [pkg, `${pkg}/*`], message: `${pkg} is imported only in src/${owner}` },
    ]);

const boundaryRules = (files, layer) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...forbiddenIn(layer), ...(layer === 'engine' ? [{ group: engineOnly, message: 'src/engine is pure: no I/O and no other layer' }] : [])] },
    ],
  },
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'src/store/generated/**', 'out/**', 'data/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  boundaryRules(['src/**/*.ts'], 'none'),
  ...layers.map((layer) => boundaryRules([`src/${layer}/**/*.ts`], layer)),
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'Date', 'setTimeout', 'setInterval', 'process', 'fetch', 'performance'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'the engine uses the seeded RNG in the game state' }],
    },
  },
);
