import { MESSAGE_FLAGS } from './message-rules.ts';
import type { ActionRow, Button, Embed, StoredMessage, StringSelect } from './model.ts';
import { pngSize, type PngSize } from './png.ts';

export type AttachmentView = {
  readonly id: string;
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
  /** Where the stand-in serves the bytes (loopback), as the bot's message JSON names it. */
  readonly url: string;
  readonly bytes: Buffer;
  /** Set for PNGs: dimensions from the IHDR header (decodePng in png.ts gives the pixels). */
  readonly png?: PngSize;
};

/** A message as a scripted user sees it at the moment it was read. */
export type MessageView = {
  readonly id: string;
  readonly channelId: string;
  readonly content: string;
  readonly embeds: readonly Embed[];
  readonly components: readonly ActionRow[];
  readonly buttons: readonly Button[];
  readonly selects: readonly StringSelect[];
  readonly attachments: readonly AttachmentView[];
  readonly ephemeral: boolean;
  /** A deferred reply still "thinking". */
  readonly loading: boolean;
  readonly interactionId?: string;
  readonly revision: number;
  /** Users the message notified when it was posted (mentions let through by allowed_mentions). */
  readonly pinged: readonly string[];
  /** Every word a person can read on it: content, embeds, button labels, select placeholders and options. */
  readonly allText: string;
};

const embedText = (embed: Embed): string[] => [
  embed.title ?? '',
  embed.description ?? '',
  embed.author?.name ?? '',
  embed.footer?.text ?? '',
  ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]),
];

export const messageView = (origin: string, message: StoredMessage): MessageView => {
  const flat = message.components.flatMap((row) => row.components);
  const buttons = flat.filter((c): c is Button => c.type === 2);
  const selects = flat.filter((c): c is StringSelect => c.type === 3);
  return {
    id: message.id,
    channelId: message.channelId,
    content: message.content,
    embeds: message.embeds,
    components: message.components,
    buttons,
    selects,
    attachments: message.attachments.map((a) => ({
      id: a.id,
      filename: a.filename,
      contentType: a.contentType,
      size: a.bytes.length,
      url: `${origin}/attachments/${message.channelId}/${a.id}/${encodeURIComponent(a.filename)}`,
      bytes: a.bytes,
      png: pngSize(a.bytes),
    })),
    ephemeral: (message.flags & MESSAGE_FLAGS.ephemeral) !== 0,
    loading: (message.flags & MESSAGE_FLAGS.loading) !== 0,
    interactionId: message.interactionId,
    revision: message.revision,
    pinged: message.pinged,
    allText: [
      message.content,
      ...message.embeds.flatMap(embedText),
      ...buttons.map((b) => b.label ?? ''),
      ...selects.flatMap((s) => [s.placeholder ?? '', ...s.options.flatMap((o) => [o.label, o.description ?? ''])]),
    ]
      .filter((t) => t !== '')
      .join('\n'),
  };
};
