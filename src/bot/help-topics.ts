/** The pages of `/suburbia help`, in the order their buttons appear. */
export const HELP_TOPICS = ['overview', 'turn', 'scoring', 'solo', 'commands'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];
