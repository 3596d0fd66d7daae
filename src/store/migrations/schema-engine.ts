/**
 * Prisma's schema engine compiled to WebAssembly: it diffs schemas and applies migrations through a
 * driver adapter, fully offline (the Prisma CLI would download a native engine instead). The
 * package is built for bundlers, so under plain Node its `.wasm` is instantiated here by hand.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';

export type { SchemaEngine };

/** The part of the WebAssembly API used here (this project's TypeScript libs do not declare it). */
type WebAssemblyApi = {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ readonly instance: { readonly exports: Record<string, unknown> } }>;
};
const { WebAssembly } = globalThis as unknown as { readonly WebAssembly: WebAssemblyApi };

let loaded: Promise<void> | undefined;

/**
 * The engine arms a timer (seen: about 10 s) that outlives `free()` and would hold the process open
 * after its work is done; its timers are unref'd so they never keep the process alive by themselves.
 */
const withUnrefTimers = (glue: typeof bindings): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(glue).map(([name, value]) =>
      name.startsWith('__wbg_setTimeout_')
        ? [name, (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref()]
        : [name, value],
    ),
  );

const loadWasm = async (): Promise<void> => {
  const gluePath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  const bytes = await readFile(gluePath.replace(/\.js$/, '.wasm'));
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': withUnrefTimers(bindings) });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
};

/** Log lines of the engine itself are dropped; its errors arrive as rejected promises. */
const ignoreEngineLog = (): void => {};

export const openSchemaEngine = async (
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schema: { readonly path: string; readonly content: string },
): Promise<SchemaEngine> => {
  loaded ??= loadWasm();
  await loaded;
  return bindings.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    ignoreEngineLog,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
};
