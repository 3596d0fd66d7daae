/** Types of no-import-cycle.js (plain JavaScript, so that eslint.config.js loads it without a TypeScript loader). */
import type { Rule } from 'eslint';

export declare const noImportCycle: Rule.RuleModule;
/** The shortest chain of imports from `start` back to `target`, or undefined. */
export declare const pathBack: (start: string, target: string) => string[] | undefined;
declare const plugin: { readonly rules: { readonly 'no-import-cycle': Rule.RuleModule } };
export default plugin;
