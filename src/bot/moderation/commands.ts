/** The moderation and undo subcommands the flow answers: one entry point, Discord-free like the rest of the flow. */
import type { CommandEvent, Effect, FlowDeps } from '../flow/types.ts';
import { abandonCommand } from './abandon.ts';
import { kickCommand } from './kick.ts';
import { pauseCommand, resumeCommand } from './pause.ts';
import { replaceCommand } from './replace.ts';
import { settingsCommand } from './settings.ts';
import { skipCommand } from './skip.ts';
import { undoCommand } from './undo.ts';

export const MODERATION_SUBCOMMANDS = ['undo', 'skip', 'kick', 'replace', 'abandon', 'settings', 'pause', 'resume'] as const;
export type ModerationSubcommand = (typeof MODERATION_SUBCOMMANDS)[number];

export const isModerationSubcommand = (sub: string): sub is ModerationSubcommand => (MODERATION_SUBCOMMANDS as readonly string[]).includes(sub);

const HANDLERS: Readonly<Record<ModerationSubcommand, (deps: FlowDeps, event: CommandEvent) => Promise<readonly Effect[]>>> = {
  undo: undoCommand,
  skip: skipCommand,
  kick: kickCommand,
  replace: replaceCommand,
  abandon: abandonCommand,
  settings: settingsCommand,
  pause: pauseCommand,
  resume: resumeCommand,
};

export const moderationCommand = (deps: FlowDeps, event: CommandEvent & { readonly sub: ModerationSubcommand }): Promise<readonly Effect[]> =>
  HANDLERS[event.sub](deps, event);
