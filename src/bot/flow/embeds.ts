/** Discord's limits on the embeds of one message, and summaries packed to fit them. */
import type { EmbedSpec } from './types.ts';

export const EMBEDS_PER_MESSAGE = 10;
/** the characters of every embed's title, description, fields and footer in one message, together */
export const EMBED_CHARS_PER_MESSAGE = 6_000;

const charsOf = (embed: EmbedSpec): number =>
  (embed.title?.length ?? 0) + embed.description.length + (embed.footer?.length ?? 0) + (embed.fields ?? []).reduce((sum, f) => sum + f.name.length + f.value.length, 0);

/**
 * The embeds in order, in as few groups as fit one message each (one group, maybe empty, when they all fit). One
 * embed always fits a message alone: a summary's title and description are cut to 256 and 4,096 characters (summary.ts).
 */
export const packEmbeds = (embeds: readonly EmbedSpec[]): readonly (readonly EmbedSpec[])[] => {
  const groups: EmbedSpec[][] = [[]];
  let chars = 0;
  for (const embed of embeds) {
    const group = groups.at(-1) ?? [];
    if (group.length > 0 && (group.length >= EMBEDS_PER_MESSAGE || chars + charsOf(embed) > EMBED_CHARS_PER_MESSAGE)) {
      groups.push([embed]);
      chars = charsOf(embed);
    } else {
      group.push(embed);
      chars += charsOf(embed);
    }
  }
  return groups;
};
