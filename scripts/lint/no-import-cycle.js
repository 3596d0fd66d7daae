/**
 * ESLint rule `local/no-import-cycle`: a file may not import (directly or through other files) a module that
 * imports it back. Follows relative imports and re-exports, type-only ones included (a cycle of types still
 * ties two modules together), by reading the imported files from disk with TypeScript's import scanner; package
 * imports are not followed. Specifiers are resolved as written, so they need their extension (as `.ts` imports
 * in this project have).
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** @type {Map<string, { readonly mtimeMs: number; readonly imports: readonly string[] }>} */
const scanned = new Map();

/** @param {string} file @param {string} text @returns {string[]} */
const relativeImports = (file, text) =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map((i) => i.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name));

/** The files `file` imports, from disk, re-read when it changed. @param {string} file @returns {readonly string[]} */
const importsOnDisk = (file) => {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = scanned.get(file);
  if (known !== undefined && known.mtimeMs === mtimeMs) return known.imports;
  const imports = relativeImports(file, readFileSync(file, 'utf8'));
  scanned.set(file, { mtimeMs, imports });
  return imports;
};

/**
 * The shortest chain of imports from `start` back to `target`, or undefined.
 * @param {string} start @param {string} target @returns {string[] | undefined}
 */
export const pathBack = (start, target) => {
  /** @type {Map<string, string | undefined>} */
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === target) {
      const path = [];
      for (let at = next; at !== undefined; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    for (const imported of importsOnDisk(next)) {
      if (cameFrom.has(imported)) continue;
      cameFrom.set(imported, next);
      queue.push(imported);
    }
  }
  return undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports that lead back to the importing file' },
    schema: [],
    messages: { cycle: 'import cycle: {{chain}}' },
  },
  create(context) {
    const file = context.filename;
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const back = pathBack(resolve(dirname(file), specifier), file);
      if (back === undefined) return;
      const chain = [file, ...back].map((f) => relative(context.cwd, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { chain } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
