import { emptyMessage, fileTooLarge, invalidForm } from './discord-error.ts';
import type { ActionRow, Button, Embed, MessageComponent, StringSelect } from './model.ts';

/** Discord's documented message limits (developer docs: Message, Embed, Component reference). */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooter: 2048,
  embedAuthor: 256,
  actionRows: 5,
  buttonsPerRow: 5,
  customId: 100,
  buttonLabel: 80,
  selectOptions: 25,
  selectOptionText: 100,
  selectPlaceholder: 150,
  fileBytes: 10 * 1024 * 1024,
  filesPerMessage: 10,
  requestBytes: 25 * 1024 * 1024,
} as const;

export const MESSAGE_FLAGS = {
  suppressEmbeds: 1 << 2,
  ephemeral: 1 << 6,
  loading: 1 << 7,
  suppressNotifications: 1 << 12,
  componentsV2: 1 << 15,
} as const;

const SENDABLE_FLAGS = MESSAGE_FLAGS.suppressEmbeds | MESSAGE_FLAGS.ephemeral | MESSAGE_FLAGS.suppressNotifications;

export type UploadedFile = { readonly index: number; readonly filename: string; readonly contentType: string; readonly bytes: Buffer };

/** The parts of a create/edit body the stand-in keeps; `undefined` means "not sent" (an edit keeps the old value). */
export type MessageBody = {
  readonly content?: string;
  readonly embeds?: readonly Embed[];
  readonly components?: readonly ActionRow[];
  readonly flags?: number;
  /** allowed_mentions as sent: who may be pinged; undefined means everyone mentioned in the content. */
  readonly allowedMentions?: { readonly parse: readonly string[]; readonly users: readonly string[] };
  /** Attachments to keep (by existing id) or to add (by upload index), as sent in the body. */
  readonly attachments?: readonly { readonly id: string; readonly filename?: string }[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringField = (value: unknown, field: string, max: number, min = 0): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidForm(field, 'must be a string');
  if (value.length > max) throw invalidForm(field, `must be ${max} or fewer in length`);
  if (value.length < min) throw invalidForm(field, `must be ${min} or more in length`);
  return value;
};

const requiredString = (value: unknown, field: string, max: number, min = 1): string => {
  const text = stringField(value, field, max, min);
  if (text === undefined) throw invalidForm(field, 'is required');
  return text;
};

const embedLength = (embed: Embed): number =>
  (embed.title?.length ?? 0) +
  (embed.description?.length ?? 0) +
  (embed.footer?.text.length ?? 0) +
  (embed.author?.name.length ?? 0) +
  (embed.fields ?? []).reduce((sum, f) => sum + f.name.length + f.value.length, 0);

const parseEmbed = (raw: unknown, at: string): Embed => {
  if (!isRecord(raw)) throw invalidForm(at, 'must be an object');
  const fieldsRaw = raw.fields ?? [];
  if (!Array.isArray(fieldsRaw)) throw invalidForm(`${at}.fields`, 'must be an array');
  if (fieldsRaw.length > LIMITS.embedFields) throw invalidForm(`${at}.fields`, `must be ${LIMITS.embedFields} or fewer`);
  const fields = fieldsRaw.map((f: unknown, i) => {
    const record = isRecord(f) ? f : {};
    return {
      name: requiredString(record.name, `${at}.fields[${i}].name`, LIMITS.embedFieldName),
      value: requiredString(record.value, `${at}.fields[${i}].value`, LIMITS.embedFieldValue),
      inline: record.inline === true,
    };
  });
  const footer = isRecord(raw.footer) ? { text: requiredString(raw.footer.text, `${at}.footer.text`, LIMITS.embedFooter) } : undefined;
  const author = isRecord(raw.author) ? { name: requiredString(raw.author.name, `${at}.author.name`, LIMITS.embedAuthor) } : undefined;
  const image = isRecord(raw.image) && typeof raw.image.url === 'string' ? { url: raw.image.url } : undefined;
  const thumbnail = isRecord(raw.thumbnail) && typeof raw.thumbnail.url === 'string' ? { url: raw.thumbnail.url } : undefined;
  return {
    ...raw,
    title: stringField(raw.title, `${at}.title`, LIMITS.embedTitle),
    description: stringField(raw.description, `${at}.description`, LIMITS.embedDescription),
    fields,
    footer,
    author,
    image,
    thumbnail,
  };
};

export const parseEmbeds = (raw: unknown): readonly Embed[] => {
  if (!Array.isArray(raw)) throw invalidForm('embeds', 'must be an array');
  if (raw.length > LIMITS.embeds) throw invalidForm('embeds', `must be ${LIMITS.embeds} or fewer in length`);
  const embeds = raw.map((e, i) => parseEmbed(e, `embeds[${i}]`));
  const total = embeds.reduce((sum, e) => sum + embedLength(e), 0);
  if (total > LIMITS.embedTotal) throw invalidForm('embeds', `total length must be ${LIMITS.embedTotal} or fewer`);
  return embeds;
};

const BUTTON_STYLES = { primary: 1, secondary: 2, success: 3, danger: 4, link: 5 } as const;

const parseButton = (raw: Record<string, unknown>, at: string): Button => {
  const style = raw.style;
  if (typeof style !== 'number' || style < BUTTON_STYLES.primary || style > BUTTON_STYLES.link) {
    throw invalidForm(`${at}.style`, 'must be a button style 1-5');
  }
  const label = stringField(raw.label, `${at}.label`, LIMITS.buttonLabel);
  if (label === undefined && raw.emoji === undefined) throw invalidForm(at, 'a button needs a label or an emoji');
  const disabled = raw.disabled === true;
  if (style === BUTTON_STYLES.link) {
    if (raw.custom_id !== undefined) throw invalidForm(`${at}.custom_id`, 'a link button has no custom_id');
    const url = requiredString(raw.url, `${at}.url`, 512);
    return { type: 2, style, label, url, disabled, emoji: raw.emoji };
  }
  if (raw.url !== undefined) throw invalidForm(`${at}.url`, 'only link buttons have a url');
  const customId = requiredString(raw.custom_id, `${at}.custom_id`, LIMITS.customId);
  return { type: 2, style, label, custom_id: customId, disabled, emoji: raw.emoji };
};

const parseStringSelect = (raw: Record<string, unknown>, at: string): StringSelect => {
  const customId = requiredString(raw.custom_id, `${at}.custom_id`, LIMITS.customId);
  if (!Array.isArray(raw.options) || raw.options.length === 0) throw invalidForm(`${at}.options`, 'must have 1 or more options');
  if (raw.options.length > LIMITS.selectOptions) {
    throw invalidForm(`${at}.options`, `must be ${LIMITS.selectOptions} or fewer in length`);
  }
  const options = raw.options.map((o: unknown, i) => {
    const option = isRecord(o) ? o : {};
    const where = `${at}.options[${i}]`;
    return {
      label: requiredString(option.label, `${where}.label`, LIMITS.selectOptionText),
      value: requiredString(option.value, `${where}.value`, LIMITS.selectOptionText),
      description: stringField(option.description, `${where}.description`, LIMITS.selectOptionText),
      default: option.default === true,
      emoji: option.emoji,
    };
  });
  if (new Set(options.map((o) => o.value)).size !== options.length) throw invalidForm(`${at}.options`, 'option values must be unique');
  const minValues = typeof raw.min_values === 'number' ? raw.min_values : 1;
  const maxValues = typeof raw.max_values === 'number' ? raw.max_values : 1;
  if (minValues < 0 || minValues > LIMITS.selectOptions) throw invalidForm(`${at}.min_values`, 'must be between 0 and 25');
  if (maxValues < 1 || maxValues > options.length || maxValues < minValues) {
    throw invalidForm(`${at}.max_values`, 'must be between min_values and the number of options');
  }
  return {
    type: 3,
    custom_id: customId,
    options,
    placeholder: stringField(raw.placeholder, `${at}.placeholder`, LIMITS.selectPlaceholder),
    min_values: minValues,
    max_values: maxValues,
    disabled: raw.disabled === true,
  };
};

const parseRow = (raw: unknown, at: string): ActionRow => {
  if (!isRecord(raw) || raw.type !== 1) throw invalidForm(at, 'top-level components must be action rows (type 1); Components V2 is not supported by the stand-in');
  if (!Array.isArray(raw.components) || raw.components.length === 0) throw invalidForm(`${at}.components`, 'an action row needs 1 or more components');
  const components: MessageComponent[] = raw.components.map((c: unknown, i) => {
    const where = `${at}.components[${i}]`;
    if (!isRecord(c)) throw invalidForm(where, 'must be an object');
    if (c.type === 2) return parseButton(c, where);
    if (c.type === 3) return parseStringSelect(c, where);
    throw invalidForm(`${where}.type`, 'the stand-in supports buttons (2) and string selects (3)');
  });
  const selects = components.filter((c) => c.type === 3).length;
  if (selects > 0 && components.length > 1) throw invalidForm(`${at}.components`, 'a row with a select menu holds nothing else');
  if (components.length > LIMITS.buttonsPerRow) throw invalidForm(`${at}.components`, `must be ${LIMITS.buttonsPerRow} or fewer in length`);
  return { type: 1, components };
};

export const parseComponents = (raw: unknown): readonly ActionRow[] => {
  if (!Array.isArray(raw)) throw invalidForm('components', 'must be an array');
  if (raw.length > LIMITS.actionRows) throw invalidForm('components', `must be ${LIMITS.actionRows} or fewer in length`);
  const rows = raw.map((r, i) => parseRow(r, `components[${i}]`));
  const ids = rows.flatMap((row) => row.components.flatMap((c) => ('custom_id' in c && c.custom_id !== undefined ? [c.custom_id] : [])));
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate !== undefined) throw invalidForm('components', `custom_id "${duplicate}" is used twice in one message`);
  return rows;
};

/**
 * Who a new message notifies (Discord pings on creation only, never on edits): users mentioned as <@id> in the
 * content, as far as allowed_mentions lets through; nobody when the message is sent with SUPPRESS_NOTIFICATIONS.
 */
export const pingedUsers = (body: MessageBody): readonly string[] => {
  if (((body.flags ?? 0) & MESSAGE_FLAGS.suppressNotifications) !== 0) return [];
  const mentioned = [...new Set([...(body.content ?? '').matchAll(/<@!?(\d+)>/g)].flatMap((m) => (m[1] === undefined ? [] : [m[1]])))];
  const allowed = body.allowedMentions;
  if (allowed === undefined || allowed.parse.includes('users')) return mentioned;
  return mentioned.filter((id) => allowed.users.includes(id));
};

/** Validates a message body as Discord would; `creating` demands that the message is not empty. */
export const parseMessageBody = (raw: unknown, files: readonly UploadedFile[], creating: boolean): MessageBody => {
  if (!isRecord(raw)) throw invalidForm('body', 'must be a JSON object');
  const content = stringField(raw.content, 'content', LIMITS.content);
  const embeds = raw.embeds === undefined || raw.embeds === null ? undefined : parseEmbeds(raw.embeds);
  const components = raw.components === undefined || raw.components === null ? undefined : parseComponents(raw.components);
  const flags = typeof raw.flags === 'number' ? raw.flags : undefined;
  if (flags !== undefined && (flags & ~SENDABLE_FLAGS) !== 0) {
    throw invalidForm('flags', 'only EPHEMERAL, SUPPRESS_EMBEDS and SUPPRESS_NOTIFICATIONS can be sent (Components V2 is not supported by the stand-in)');
  }
  if (files.length > LIMITS.filesPerMessage) throw invalidForm('files', `must be ${LIMITS.filesPerMessage} or fewer`);
  if (files.some((f) => f.bytes.length > LIMITS.fileBytes)) throw fileTooLarge();
  if (files.reduce((sum, f) => sum + f.bytes.length, 0) > LIMITS.requestBytes) throw fileTooLarge();
  const attachments = Array.isArray(raw.attachments)
    ? raw.attachments.map((a: unknown, i) => {
        const record = isRecord(a) ? a : {};
        if (typeof record.id !== 'string' && typeof record.id !== 'number') throw invalidForm(`attachments[${i}].id`, 'is required');
        return { id: String(record.id), filename: typeof record.filename === 'string' ? record.filename : undefined };
      })
    : undefined;
  const allowed = isRecord(raw.allowed_mentions) ? raw.allowed_mentions : undefined;
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  const allowedMentions = allowed ? { parse: strings(allowed.parse), users: strings(allowed.users) } : undefined;
  if (creating && !content && (embeds ?? []).length === 0 && (components ?? []).length === 0 && files.length === 0) {
    throw emptyMessage();
  }
  return { content, embeds, components, flags, attachments, allowedMentions };
};
