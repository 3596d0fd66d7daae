import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import local from './scripts/lint/no-import-cycle.js';

/** Layer boundaries from the brief: each outside library is imported by one layer only. */
const owners = {
  'discord.js': 'bot',
  '@discordjs': 'bot',
  '@napi-rs/canvas': 'render',
  '@prisma': 'store',
  'pglite-prisma-adapter': 'store',
  '@electric-sql/pglite': 'store',
  openskill: 'record',
};
/**
 * The direction of every import between the layers of src/ (README "Layout"): each layer names the layers it
 * may import; nothing in src/ imports main.ts, tests/ or scripts/. Cycles inside a layer are local/no-import-cycle's.
 */
const mayImport = {
  engine: [],
  config: [],
  store: ['config'],
  render: ['engine'],
  record: ['engine'],
  bot: ['engine', 'store', 'render', 'record', 'config'],
};
const layers = Object.keys(mayImport);
const pureEngine = ['node:*', 'fs', 'path', 'crypto', 'dotenv'];

const forbiddenIn = (layer) =>
  Object.entries(owners)
    .filter(([, owner]) => owner !== layer)
    .flatMap(([pkg, owner]) => [
      { group: [pkg, `${pkg}/*`], message: `${pkg} is imported only in src/${owner}` },
    ]);

const directionIn = (layer) => [
  ...layers
    .filter((other) => other !== layer && !mayImport[layer].includes(other))
    .map((other) => ({ group: [`**/${other}/**`], message: `src/${layer} may import ${mayImport[layer].map((l) => `src/${l}`).join(', ') || 'no other layer'}; not src/${other}` })),
  { group: ['**/main.ts', '**/tests/**', '**/scripts/**'], message: 'src/ does not import the program entry, the tests or the scripts' },
];

const boundaryRules = (files, layer) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbiddenIn(layer),
          ...(layer === undefined ? [] : directionIn(layer)),
          ...(layer === 'engine' ? [{ group: pureEngine, message: 'src/engine is pure: no I/O' }] : []),
        ],
      },
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
  boundaryRules(['src/**/*.ts'], undefined),
  ...layers.map((layer) => boundaryRules([`src/${layer}/**/*.ts`], layer)),
  {
    files: ['**/*.ts'],
    plugins: { local },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'Date', 'setTimeout', 'setInterval', 'process', 'fetch', 'performance'],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'the engine uses the seeded RNG in the game state' }],
    },
  },
);
