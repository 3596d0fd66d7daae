import { describe, expect, it } from 'vitest';
import { encodeCustomId, parseCustomId } from '../../../src/bot/custom-id.ts';
import { botStrengthAt, seatLabel, stateOf, tableInfo } from '../../../src/bot/flow/game.ts';
import { handleEvent } from '../../../src/bot/flow/handle.ts';
import { readyToStart } from '../../../src/bot/flow/lobby-message.ts';
import type { Actor, ButtonSpec, Effect, FlowDeps, MessageSpec, OptionValue, Place, SelectSpec } from '../../../src/bot/flow/types.ts';
import { permissionsInteger } from '../../../src/bot/permissions.ts';
import type { GameRecord } from '../../../src/store/types.ts';
import { runBackends } from '../../store/backends.ts';
import { freshStoreFor, snowflake } from '../../store/fixtures.ts';

/** Bot seats in a lobby: `/suburbia new bots:`, the host's "Add a bot" menu and "Remove bot", and when a lobby may start. */
const ADA: Actor = { userId: '100000000000000001', displayName: 'Ada' };
const BO: Actor = { userId: '100000000000000002', displayName: 'Bo' };
const CY: Actor = { userId: '100000000000000003', displayName: 'Cy' };
const GUILD = '100000000000000009';
const LOBBY_MESSAGE = '100000000000000010';

const answer = (effects: readonly Effect[]): string => effects.flatMap((e) => (e.kind === 'answer' ? [e.message.content] : [])).join('\n');
const selects = (message: MessageSpec | undefined): readonly SelectSpec[] => (message?.rows ?? []).flatMap((r) => ('select' in r ? [r.select] : []));
const buttons = (message: MessageSpec | undefined): readonly ButtonSpec[] => (message?.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons : []));
const addBotMenu = (message: MessageSpec | undefined): SelectSpec | undefined => selects(message).find((s) => s.customId.includes(':addbot:'));
const button = (message: MessageSpec | undefined, label: string): ButtonSpec | undefined => buttons(message).find((b) => b.label === label);
/** The lobby message as an effect shows it: posted when the lobby opens, edited when its seats change. */
const lobbyShown = (effects: readonly Effect[]): MessageSpec | undefined => effects.find((e) => e.kind === 'post' || e.kind === 'edit')?.message;
const seatLines = (message: MessageSpec | undefined): readonly string[] => (message?.content ?? '').split('\n').filter((line) => /^\d\. /.test(line));

describe.each(runBackends())('bot seats in a lobby, on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);
  const deps = (): FlowDeps => ({ store: db.store, newSeed: () => 20_261_201 });
  const newPlace = (): Place => ({ guildId: GUILD, channelId: snowflake() });

  const command = (place: Place, actor: Actor, sub: string, options: Readonly<Record<string, OptionValue | undefined>>) =>
    handleEvent(deps(), { kind: 'command', sub, options, actor, place, appPermissions: permissionsInteger() });
  const choose = (place: Place, actor: Actor, customId: string, values: readonly string[] = []) => {
    const parsed = parseCustomId(customId);
    if (!parsed.ok) throw new Error(`bad custom_id ${customId}`);
    return handleEvent(deps(), { kind: 'component', id: parsed.id, values, actor, place, messageId: LOBBY_MESSAGE, idOnMessage: true });
  };
  const gameIn = async (place: Place): Promise<GameRecord> => {
    const game = await db.store.loadByChannel(place.channelId);
    if (game === undefined) throw new Error('no game in the channel');
    return game;
  };
  const join = async (place: Place, actor: Actor) => choose(place, actor, encodeCustomId({ kind: 'lobby', game: (await gameIn(place)).id, act: 'join' }));
  const start = async (place: Place, actor: Actor) => choose(place, actor, encodeCustomId({ kind: 'lobby', game: (await gameIn(place)).id, act: 'start' }));

  it('seats the bots of `bots:` after the host, in the order given, each named with its strength; a person joining takes the next seat', async () => {
    const place = newPlace();
    const opened = await command(place, ADA, 'new', { players: 4, bots: 'Easy, hard' });
    expect(answer(opened)).toContain('it starts once its 4 seats are filled (by players who join, or bots you add) and you press Start');
    expect(seatLines(lobbyShown(opened))).toEqual(['1. Ada (host)', '2. Bot 1 (easy)', '3. Bot 2 (hard)']);
    const game = await gameIn(place);
    expect(game.seats.map((s) => [s.kind, s.displayName, s.strength])).toEqual([
      ['human', 'Ada', undefined],
      ['bot', 'Bot 1', 'easy'],
      ['bot', 'Bot 2', 'hard'],
    ]);
    expect([0, 1, 2].map((seat) => botStrengthAt(game, seat))).toEqual([undefined, 'easy', 'hard']);
    const joined = await join(place, BO);
    expect(answer(joined)).toContain('seat 4 of 4');
    expect(seatLines(lobbyShown(joined))).toEqual(['1. Ada (host)', '2. Bot 1 (easy)', '3. Bot 2 (hard)', '4. Bo']);
  });

  it('a table the bots fill can start at once', async () => {
    const place = newPlace();
    const opened = await command(place, ADA, 'new', { players: 2, bots: 'normal' });
    expect(answer(opened)).toContain('its seats are filled: press Start when you are ready');
    expect(button(lobbyShown(opened), 'Start')?.disabled).toBe(false);
    expect(addBotMenu(lobbyShown(opened))).toBeUndefined();
    const started = await start(place, ADA);
    expect(answer(started)).toContain('has started with Ada, Bot 1 (normal)');
    const game = await gameIn(place);
    expect(game.status).toBe('playing');
    expect(tableInfo(game, await stateOf(db.store, game)).seats.map((s) => [s.name, s.bot])).toEqual([
      ['Ada', false],
      ['Bot 1 (normal)', true],
    ]);
  });

  it.each([
    ['an unknown strength', { players: 3, bots: 'easy, brutal' }, 'There is no bot strength called "brutal". The strengths are easy, normal and hard: name one per bot, separated by commas, e.g. `bots: easy, hard`. Nothing was changed.'],
    ['more bots than the table has room for beside the host', { players: 3, bots: 'easy,easy,hard' }, 'A 3-player table has room for 2 bots beside you; `bots` names 3. Set `players` to 4 or more, or name fewer bots. Nothing was changed.'],
    ['one bot too many at a 2-player table', { bots: 'easy, hard' }, 'A 2-player table has room for 1 bot beside you; `bots` names 2. Set `players` to 3 or more, or name fewer bots. Nothing was changed.'],
    ['more bots than any table has room for', { players: 5, bots: 'easy,easy,easy,easy,easy' }, 'A table has at most 5 seats, so at most 4 bots beside you; `bots` names 5. Nothing was changed.'],
    ['bots in a solo game', { players: 1, solo: 'dale', bots: 'hard' }, 'A solo game has no bot seats (Dale the Bot is a solo mode of his own). Leave out `bots`, or set `players` to 2 or more. Nothing was changed.'],
    ['a `bots` that is no text', { players: 2, bots: 3 }, '`bots` is a list of strengths. Nothing was changed.'],
  ])('refuses %s privately and opens no game', async (_case, options, why) => {
    const place = newPlace();
    expect(await command(place, ADA, 'new', options)).toEqual([{ kind: 'answer', message: { content: why } }]);
    expect(await db.store.loadByChannel(place.channelId)).toBeUndefined();
  });

  it("lets the host add a bot of the chosen strength at the next empty seat, shown on the lobby message through its edit", async () => {
    const place = newPlace();
    const opened = await command(place, ADA, 'new', { players: 3 });
    const menu = addBotMenu(lobbyShown(opened));
    expect(menu?.placeholder).toBe('Add a bot (the host chooses its strength)');
    expect(menu?.options.map((o) => [o.value, o.label])).toEqual([
      ['easy', 'Bot (easy)'],
      ['normal', 'Bot (normal)'],
      ['hard', 'Bot (hard)'],
    ]);
    expect(button(lobbyShown(opened), 'Remove bot')?.disabled).toBe(true);
    const added = await choose(place, ADA, menu?.customId ?? '', ['hard']);
    expect(added.map((e) => e.kind)).toEqual(['edit', 'answer']);
    expect(added[0]).toMatchObject({ kind: 'edit', channelId: place.channelId, messageId: LOBBY_MESSAGE });
    expect(answer(added)).toBe(`**Bot 1 (hard)** takes seat 2 of 3 in **Suburbia #${(await gameIn(place)).id}**.`);
    const lobby = lobbyShown(added);
    expect(seatLines(lobby)).toEqual(['1. Ada (host)', '2. Bot 1 (hard)']);
    expect(button(lobby, 'Remove bot')?.disabled).toBe(false);
    expect(button(lobby, 'Start')?.disabled).toBe(true);
    // the lobby's new version: the menu shown now seats the next bot
    const second = await choose(place, ADA, addBotMenu(lobby)?.customId ?? '', ['easy']);
    expect(answer(second)).toContain('**Bot 2 (easy)** takes seat 3 of 3');
    expect(answer(second)).toContain('The table is full: you can start.');
    expect(addBotMenu(lobbyShown(second))).toBeUndefined();
    expect((await gameIn(place)).seats.map((s) => s.strength)).toEqual([undefined, 'hard', 'easy']);
  });

  it('refuses everyone but the host, choices not on offer, an older menu and a full table; nothing changes', async () => {
    const place = newPlace();
    const opened = await command(place, ADA, 'new', { players: 2 });
    const menu = addBotMenu(lobbyShown(opened))?.customId ?? '';
    const before = await gameIn(place);
    const refusals: [Actor, string, readonly string[], string][] = [
      [BO, menu, ['easy'], 'Only the host seats and removes bots; nothing was changed.'],
      [ADA, menu, ['brutal'], 'That choice is not on offer; nothing was changed.'],
      [ADA, menu, ['easy', 'hard'], 'That choice is not on offer; nothing was changed.'],
      [ADA, menu, [], 'That choice is not on offer; nothing was changed.'],
      [ADA, encodeCustomId({ kind: 'addbot', game: before.id, v: before.version + 1 }), ['easy'], 'changed since that was shown; nothing was changed'],
    ];
    for (const [actor, id, values, why] of refusals) {
      const effects = await choose(place, actor, id, values);
      expect(effects.map((e) => e.kind)).toEqual(['answer']);
      expect(answer(effects)).toContain(why);
    }
    expect(await gameIn(place)).toEqual(before);
    await join(place, BO);
    const full = await gameIn(place);
    expect(answer(await choose(place, ADA, encodeCustomId({ kind: 'addbot', game: full.id, v: full.version }), ['easy']))).toBe('The table is full; nothing was changed.');
    // the menu shown before Bo joined belongs to an older lobby
    expect(answer(await choose(place, ADA, menu, ['easy']))).toContain('changed since that was shown');
    expect(await gameIn(place)).toEqual(full);
  });

  it('empties the last bot seat on "Remove bot", the later seats moving up; only the host, only from the lobby as it is', async () => {
    const place = newPlace();
    await command(place, ADA, 'new', { players: 4, bots: 'easy, hard' });
    await join(place, BO);
    const game = await gameIn(place);
    const remove = encodeCustomId({ kind: 'rmbot', game: game.id, v: game.version });
    expect(answer(await choose(place, BO, remove))).toBe('Only the host seats and removes bots; nothing was changed.');
    expect(answer(await choose(place, ADA, encodeCustomId({ kind: 'rmbot', game: game.id, v: game.version - 1 })))).toContain('changed since that was shown');
    expect(await gameIn(place)).toEqual(game);
    const removed = await choose(place, ADA, remove);
    expect(removed.map((e) => e.kind)).toEqual(['edit', 'answer']);
    expect(answer(removed)).toBe(`**Bot 2 (hard)** left seat 3 of **Suburbia #${game.id}**.`);
    expect(seatLines(lobbyShown(removed))).toEqual(['1. Ada (host)', '2. Bot 1 (easy)', '3. Bo']);
    // the same button again is of an older lobby; the fresh one removes the next bot, and then there is none
    expect(answer(await choose(place, ADA, remove))).toContain('changed since that was shown');
    const fresh = buttons(lobbyShown(removed)).find((b) => b.label === 'Remove bot')?.customId ?? '';
    const last = await choose(place, ADA, fresh);
    expect(seatLines(lobbyShown(last))).toEqual(['1. Ada (host)', '2. Bo']);
    expect(button(lobbyShown(last), 'Remove bot')?.disabled).toBe(true);
    const none = await gameIn(place);
    expect(answer(await choose(place, ADA, encodeCustomId({ kind: 'rmbot', game: none.id, v: none.version })))).toBe(`**Suburbia #${none.id}** has no bot seat; nothing was changed.`);
    expect(await gameIn(place)).toEqual(none);
  });

  it('starts only when every seat is filled; the bot buttons of a started game change nothing', async () => {
    const place = newPlace();
    const opened = await command(place, ADA, 'new', { players: 3, bots: 'hard' });
    const menu = addBotMenu(lobbyShown(opened))?.customId ?? '';
    expect(answer(await start(place, ADA))).toBe('The game has 3 seats; 2 are filled. Wait for players to join, or add bots.');
    expect((await gameIn(place)).status).toBe('lobby');
    await join(place, CY);
    const started = await start(place, ADA);
    expect(answer(started)).toContain('has started with Ada, Bot 1 (hard), Cy');
    const game = await gameIn(place);
    expect(game.status).toBe('playing');
    expect(answer(await choose(place, ADA, menu, ['easy']))).toContain('has already started; its seats are set.');
    expect(answer(await choose(place, ADA, encodeCustomId({ kind: 'rmbot', game: game.id, v: game.version })))).toContain('has already started; its seats are set.');
    expect((await gameIn(place)).seats).toEqual(game.seats);
  });

  it('names each bot seat with its strength in the settings; a person replacing a bot leaves no strength', async () => {
    const place = newPlace();
    await command(place, ADA, 'new', { players: 3, bots: 'easy, hard' });
    await start(place, ADA);
    const settings = answer(await command(place, BO, 'settings', {}));
    expect(settings).toContain('Bots: seat 2 Bot 1 (easy), seat 3 Bot 2 (hard).');
    await command(place, ADA, 'replace', { user: CY.userId, userName: 'Cy', userAccount: 'member', seat: 3 });
    const game = await gameIn(place);
    expect(game.seats[2]).toEqual({ order: 2, kind: 'human', discordUserId: CY.userId, displayName: 'Cy' });
    expect(botStrengthAt(game, 2)).toBeUndefined();
    expect(answer(await command(place, BO, 'settings', {}))).toContain('Bots: seat 2 Bot 1 (easy).');
  });
});

describe('seat names and the start rule', () => {
  const seat = (order: number, fields: Partial<GameRecord['seats'][number]>) => ({ order, kind: 'human' as const, discordUserId: undefined, displayName: 'Ann', ...fields });

  it("shows a bot's strength beside its name; a kicked seat keeps the person's name", () => {
    expect(seatLabel(seat(0, { discordUserId: '1' }))).toBe('Ann');
    expect(seatLabel(seat(1, { kind: 'bot', displayName: 'Bot 2', strength: 'hard' }))).toBe('Bot 2 (hard)');
    expect(seatLabel(seat(1, { kind: 'bot', displayName: 'Ann (bot)', strength: 'normal' }))).toBe('Ann (normal bot)');
  });

  it('needs every seat filled and at least one of them a person', () => {
    const lobby = (seats: GameRecord['seats']) => ({ options: { players: 2 }, seats }) as unknown as GameRecord;
    const bot = (order: number) => seat(order, { kind: 'bot', displayName: `Bot ${order}`, strength: 'easy' });
    expect(readyToStart(lobby([seat(0, { discordUserId: '1' }), bot(1)]))).toBe(true);
    expect(readyToStart(lobby([seat(0, { discordUserId: '1' })]))).toBe(false);
    expect(readyToStart(lobby([bot(0), bot(1)]))).toBe(false);
  });
});
