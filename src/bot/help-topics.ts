import { SETS } from '../engine/index.ts';

/** The pages of `/suburbia help`, in the order their buttons appear: the game and the bot, then one per expansion. */
export const HELP_TOPICS = ['overview', 'turn', 'scoring', 'solo', 'commands', ...SETS] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** One page: its button's label, the embed's title and text. */
export type HelpPage = { readonly label: string; readonly title: string; readonly text: string };
