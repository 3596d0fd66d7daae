import { ACTION_CODES, LOBBY_ACTS, SLOT_OR_NONE } from './flow/codes.ts';
import { HELP_TOPICS } from './help-topics.ts';

/**
 * Every custom_id the bot puts on a component is built and parsed here, and only here.
 * Shape: `VERSION:kind:field:field…`, fields in the order the kind declares them. A custom_id carries the
 * decision it belongs to (never a game state): handlers re-check it against the database.
 */

/** Bumped when the shape of existing kinds changes; ids of another version are refused as outdated. */
export const CUSTOM_ID_VERSION = 's1';
/** Discord's limit (components reference). */
export const CUSTOM_ID_MAX_LENGTH = 100;

/**
 * A field is a non-negative integer the store can hold (PostgreSQL `integer`: at most 2^31 − 1), a Discord
 * snowflake, or one word of a fixed list.
 */
type FieldSpec = 'int' | 'snowflake' | readonly string[];

/**
 * The kinds of custom_id and their fields. Adding a kind is one line here plus its handler in
 * component-handlers.ts (the router's table is typed over these kinds, so a missing handler does not compile).
 */
const KINDS = {
  /** a page button under `/suburbia help` */
  help: { topic: HELP_TOPICS },
  /** Join / Leave / Start under a lobby */
  lobby: { game: 'int', act: LOBBY_ACTS },
  /** the lobby's menu of sets in play, built for the lobby's version `v` (the host's choice) */
  sets: { game: 'int', v: 'int' },
  /** the host's bot seats in a lobby of version `v`: the menu of strengths that seats one, and "Remove bot" */
  addbot: { game: 'int', v: 'int' },
  rmbot: { game: 'int', v: 'int' },
  /** the public "Choose your secret goal" button of a game's start message */
  goals: { game: 'int' },
  /** keep the `pick`-th secret goal offered to `seat` (privately or by DM) */
  goal: { game: 'int', seat: 'int', pick: 'int' },
  /** "My secret goal" on a turn message */
  mygoal: { game: 'int' },
  /** "Take your turn" on the turn message of state version `v` */
  turn: { game: 'int', v: 'int' },
  /** a turn's private steps, each for state version `v`: start over; choose a tile to buy or take as a lake (select); choose another action (select) */
  back: { game: 'int', v: 'int' },
  act: { game: 'int', v: 'int' },
  more: { game: 'int', v: 'int' },
  /** choose the spot (select) on a page of spots; turn to another page */
  spot: { game: 'int', v: 'int', action: ACTION_CODES, page: 'int' },
  page: { game: 'int', v: 'int', action: ACTION_CODES, page: 'int' },
  /** choose the market tile the action removes; then the Lone Architect's extra one (selects) */
  disc: { game: 'int', v: 'int', action: ACTION_CODES, spot: 'int' },
  xdisc: { game: 'int', v: 'int', action: ACTION_CODES, spot: 'int', discard: SLOT_OR_NONE },
  /** Confirm the whole turn */
  ok: { game: 'int', v: 'int', action: ACTION_CODES, spot: 'int', discard: SLOT_OR_NONE, extra: SLOT_OR_NONE },
  /** Suburbia Inc: a face-up border (button); the side it faces, on a page of its places (buttons); its place (select) */
  brd: { game: 'int', v: 'int', action: ACTION_CODES },
  side: { game: 'int', v: 'int', action: ACTION_CODES, side: 'int', page: 'int' },
  foot: { game: 'int', v: 'int', action: ACTION_CODES, side: 'int', page: 'int' },
  /** a border's removals and confirmation: as disc, xdisc and ok, with the side it faces */
  bdisc: { game: 'int', v: 'int', action: ACTION_CODES, side: 'int', spot: 'int' },
  bxdisc: { game: 'int', v: 'int', action: ACTION_CODES, side: 'int', spot: 'int', discard: SLOT_OR_NONE },
  bok: { game: 'int', v: 'int', action: ACTION_CODES, side: 'int', spot: 'int', discard: SLOT_OR_NONE, extra: SLOT_OR_NONE },
  /** the final results' "Rematch" button: a lobby like the finished game's, hosted by the player who presses it */
  rematch: { game: 'int' },
  /** the public "Vote to abandon" button of a motion to abandon the game; the votes themselves are in the store */
  vote: { game: 'int', motion: 'int' },
} as const satisfies Record<string, Record<string, FieldSpec>>;

type Kinds = typeof KINDS;
export type CustomIdKind = keyof Kinds;
type FieldValue<S> = S extends 'int' ? number : S extends 'snowflake' ? string : S extends readonly (infer E)[] ? E : never;
type Fields<K extends CustomIdKind> = { -readonly [F in keyof Kinds[K]]: FieldValue<Kinds[K][F]> };

/** The typed content of a custom_id. */
export type CustomId = { [K in CustomIdKind]: { readonly kind: K } & Readonly<Fields<K>> }[CustomIdKind];
export type CustomIdOf<K extends CustomIdKind> = Extract<CustomId, { kind: K }>;

export const CUSTOM_ID_REJECTIONS = ['tooLong', 'otherVersion', 'unknownKind', 'malformed'] as const;
export type CustomIdRejection = (typeof CUSTOM_ID_REJECTIONS)[number];
export type ParsedCustomId = { readonly ok: true; readonly id: CustomId } | { readonly ok: false; readonly reason: CustomIdRejection };

const SEPARATOR = ':';
/** The largest value of the store's integer columns (game ids, versions, motion ids). */
export const MAX_INT = 2 ** 31 - 1;
const INT = /^(0|[1-9]\d{0,9})$/;
const isInt = (text: string): boolean => INT.test(text) && Number(text) <= MAX_INT;
const SNOWFLAKE = /^[1-9]\d{16,19}$/;

const isKind = (kind: string): kind is CustomIdKind => Object.hasOwn(KINDS, kind);

const specsOf = (kind: CustomIdKind): [string, FieldSpec][] => Object.entries(KINDS[kind]);

const encodeField = (spec: FieldSpec, value: unknown): string => {
  const text = String(value);
  const valid = spec === 'int' ? isInt(text) : spec === 'snowflake' ? SNOWFLAKE.test(text) : spec.includes(text);
  if (!valid) throw new Error(`custom_id field value ${text} does not fit ${JSON.stringify(spec)}`);
  return text;
};

const decodeField = (spec: FieldSpec, text: string): number | string | undefined => {
  if (spec === 'int') return isInt(text) ? Number(text) : undefined;
  if (spec === 'snowflake') return SNOWFLAKE.test(text) ? text : undefined;
  return spec.includes(text) ? text : undefined;
};

/** Builds a custom_id; throws on values outside their field (a bug in the caller, not user input). */
export const encodeCustomId = (id: CustomId): string => {
  const values = id as Readonly<Record<string, unknown>>;
  const text = [CUSTOM_ID_VERSION, id.kind, ...specsOf(id.kind).map(([name, spec]) => encodeField(spec, values[name]))].join(SEPARATOR);
  if (text.length > CUSTOM_ID_MAX_LENGTH) throw new Error(`custom_id ${text} is longer than ${CUSTOM_ID_MAX_LENGTH}`);
  return text;
};

/** Parses a custom_id from an interaction: anything not exactly as encodeCustomId writes it is refused. */
export const parseCustomId = (text: string): ParsedCustomId => {
  if (text.length > CUSTOM_ID_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  const [version, kind, ...fields] = text.split(SEPARATOR);
  if (version !== CUSTOM_ID_VERSION) return { ok: false, reason: /^s\d+$/.test(version ?? '') ? 'otherVersion' : 'malformed' };
  if (kind === undefined || !isKind(kind)) return { ok: false, reason: 'unknownKind' };
  const specs = specsOf(kind);
  if (fields.length !== specs.length) return { ok: false, reason: 'malformed' };
  const entries = specs.map(([name, spec], i) => [name, decodeField(spec, fields[i] ?? '')] as const);
  if (entries.some(([, value]) => value === undefined)) return { ok: false, reason: 'malformed' };
  return { ok: true, id: { kind, ...Object.fromEntries(entries) } as CustomId };
};
