import { describe, expect, it } from 'vitest';
import { encodeCustomId, parseCustomId } from '../../../src/bot/custom-id.ts';
import { storedOptions } from '../../../src/bot/flow/game.ts';
import { handleEvent } from '../../../src/bot/flow/handle.ts';
import type { Actor, ButtonSpec, Effect, FlowDeps, MessageSpec, OptionValue, Place } from '../../../src/bot/flow/types.ts';
import { permissionsInteger } from '../../../src/bot/permissions.ts';
import type { GameRecord } from '../../../src/store/types.ts';
import { runBackends } from '../../store/backends.ts';
import { freshStoreFor, snowflake } from '../../store/fixtures.ts';

/**
 * The final results' Rematch button: who may press it, what the new game copies from the finished one, and the
 * presses that are refused (a stale button, a channel with an unfinished game, a second press).
 */
const ADA: Actor = { userId: '100000000000000001', displayName: 'Ada' };
const BO: Actor = { userId: '100000000000000002', displayName: 'Bo' };
const CY: Actor = { userId: '100000000000000003', displayName: 'Cy' };
const GUILD = '100000000000000009';
const RESULTS_MESSAGE = '100000000000000010';
const LOBBY_MESSAGE = '100000000000000011';

const answer = (effects: readonly Effect[]): string => effects.flatMap((e) => (e.kind === 'answer' ? [e.message.content] : [])).join('\n');
const posted = (effects: readonly Effect[]): readonly MessageSpec[] => effects.flatMap((e) => (e.kind === 'post' ? [e.message] : []));
const buttons = (message: MessageSpec | undefined): readonly ButtonSpec[] => (message?.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons : []));
const seatLines = (message: MessageSpec | undefined): readonly string[] => (message?.content ?? '').split('\n').filter((line) => /^\d\. /.test(line));
/** Only an answer: no public message is posted, edited or disabled. */
const onlyPrivate = (effects: readonly Effect[]): boolean => effects.every((e) => e.kind === 'answer');

describe.each(runBackends())('the Rematch button, on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);
  const deps = (): FlowDeps => ({ store: db.store, newSeed: () => 20_261_201 });
  const newPlace = (): Place => ({ guildId: GUILD, channelId: snowflake() });

  const command = (place: Place, actor: Actor, sub: string, options: Readonly<Record<string, OptionValue | undefined>>) =>
    handleEvent(deps(), { kind: 'command', sub, options, actor, place, appPermissions: permissionsInteger() });
  const click = (place: Place, actor: Actor, customId: string, messageId = LOBBY_MESSAGE) => {
    const parsed = parseCustomId(customId);
    if (!parsed.ok) throw new Error(`bad custom_id ${customId}`);
    return handleEvent(deps(), { kind: 'component', id: parsed.id, values: [], actor, place, messageId, idOnMessage: true });
  };
  const unfinishedIn = async (place: Place): Promise<GameRecord> => {
    const game = await db.store.loadByChannel(place.channelId);
    if (game === undefined) throw new Error('no unfinished game in the channel');
    return game;
  };
  const rematch = (place: Place, actor: Actor, game: GameRecord) => click(place, actor, encodeCustomId({ kind: 'rematch', game: game.id }), RESULTS_MESSAGE);

  /** A game opened with `options` by Ada, Bo joining the seat left for a person, started, and finished (its results posted). */
  const finishedGame = async (place: Place, options: Readonly<Record<string, OptionValue | undefined>>, kickBo = false): Promise<GameRecord> => {
    await command(place, ADA, 'new', options);
    const lobby = await unfinishedIn(place);
    if (storedOptions(lobby).players > 1) {
      await click(place, BO, encodeCustomId({ kind: 'lobby', game: lobby.id, act: 'join' }));
      await click(place, ADA, encodeCustomId({ kind: 'lobby', game: lobby.id, act: 'start' }));
    }
    // a kick hands Bo's seat to the built-in player for the rest of the game
    if (kickBo) await db.store.replaceSeat(lobby.id, 2, { kind: 'bot', displayName: 'Bo (bot)', strength: 'normal' });
    const playing = await unfinishedIn(place);
    const finished = await db.store.finishGame({ gameId: playing.id, expectedVersion: playing.version, state: playing.state ?? null });
    if (!finished.ok) throw new Error(finished.reason);
    await db.store.recordResultsMessage(playing.id, RESULTS_MESSAGE);
    const game = await db.store.loadById(playing.id);
    if (game === undefined) throw new Error('the game is gone');
    return game;
  };

  it('opens a lobby hosted by the presser with the same table size, sets, timings and bot seats at their strengths, and an empty seat for each person', async () => {
    const place = newPlace();
    const old = await finishedGame(place, { players: 3, bots: 'hard', sets: 'nightlife, essen', deadline: 30, reminder: 6, autoskip: false });
    const effects = await rematch(place, BO, old);
    expect(answer(effects)).toBe(
      `You opened the lobby of **Suburbia #${old.id + 1}**, the rematch of **Suburbia #${old.id}**; it starts once its 3 seats are filled (by players who join, or bots you add) and you press Start.`,
    );
    const [lobby] = posted(effects);
    expect(seatLines(lobby)).toEqual(['1. Bo (host)', '2. Bot 1 (hard)']);
    // the finished game's other players are invited once, when the lobby is posted
    expect(lobby?.content.split('\n')[0]).toBe(`Rematch of **Suburbia #${old.id}**: <@${ADA.userId}>, press Join to take a seat.`);
    expect(lobby?.ping).toEqual([ADA.userId]);
    const game = await unfinishedIn(place);
    expect(game.id).toBe(old.id + 1);
    expect(game.status).toBe('lobby');
    expect(game.hostUserId).toBe(BO.userId);
    expect(game.seats.map((s) => [s.kind, s.discordUserId, s.strength])).toEqual([
      ['human', BO.userId, undefined],
      ['bot', undefined, 'hard'],
    ]);
    expect(storedOptions(game)).toEqual({ players: 3, sets: ['nightlife', 'essen'], deadlineHours: 30, reminderHours: 6, autoSkip: false });
    expect(storedOptions(game)).toEqual(storedOptions(old));
    expect(game.rulesVersion).toBe(old.rulesVersion);
  });

  it('retires the finished game\'s Rematch button once the new game is opened', async () => {
    const place = newPlace();
    const old = await finishedGame(place, { players: 2 });
    const effects = await rematch(place, ADA, old);
    expect(effects).toContainEqual({ kind: 'disable', channelId: place.channelId, messageId: RESULTS_MESSAGE });
  });

  it('is open to anyone who held a seat of the finished game, a kicked player too, and refused privately to anyone else', async () => {
    const place = newPlace();
    const old = await finishedGame(place, { players: 3, bots: 'easy' }, true);
    const stranger = await rematch(place, CY, old);
    expect(onlyPrivate(stranger)).toBe(true);
    expect(answer(stranger)).toBe(`Only the players of **Suburbia #${old.id}** can start its rematch; start a game of your own with \`/suburbia new\`.`);
    expect(await db.store.loadByChannel(place.channelId)).toBeUndefined();

    // Bo was kicked: his seat, played by a bot since, is a person's seat in the rematch
    const kicked = await rematch(place, BO, old);
    expect(seatLines(posted(kicked)[0])).toEqual(['1. Bo (host)', '2. Bot 1 (easy)']);
    expect((await unfinishedIn(place)).hostUserId).toBe(BO.userId);
  });

  it('refuses, with a link, while the channel has an unfinished game, and a second press opens no second lobby', async () => {
    const place = newPlace();
    const old = await finishedGame(place, { players: 2 });
    const first = await rematch(place, ADA, old);
    expect(answer(first)).toContain('You opened the lobby');
    const lobby = await unfinishedIn(place);
    await db.store.recordLiveMessage({ gameId: lobby.id, version: lobby.version, channelId: place.channelId, messageId: LOBBY_MESSAGE });
    const again = await rematch(place, BO, old);
    expect(onlyPrivate(again)).toBe(true);
    expect(answer(again)).toBe(
      `This channel already has an unfinished game, **Suburbia #${lobby.id}** (https://discord.com/channels/${GUILD}/${place.channelId}/${LOBBY_MESSAGE}). One game per channel: finish that one, or start a new game in another channel or thread.`,
    );
    expect(await db.store.newestGameInChannel(place.channelId)).toMatchObject({ id: lobby.id });
  });

  it('opens one lobby when two players press at once', async () => {
    const place = newPlace();
    const old = await finishedGame(place, { players: 2 });
    const both = await Promise.all([rematch(place, ADA, old), rematch(place, BO, old)]);
    const opened = both.filter((effects) => answer(effects).startsWith('You opened the lobby'));
    expect(opened).toHaveLength(1);
    const other = both.find((effects) => !opened.includes(effects)) ?? [];
    expect(onlyPrivate(other)).toBe(true);
    expect(answer(other)).toContain('This channel already has an unfinished game');
    const newest = await db.store.newestGameInChannel(place.channelId);
    expect(newest?.id).toBe(old.id + 1);
    expect(await db.store.newestGameInChannel(place.channelId, old.id + 1)).toMatchObject({ id: old.id });
  });

  it('refuses a stale button privately once another game was opened in the channel, even one that has finished', async () => {
    const place = newPlace();
    const old = await finishedGame(place, { players: 2 });
    const newer = await finishedGame(place, { players: 2 });
    const effects = await rematch(place, ADA, old);
    expect(onlyPrivate(effects)).toBe(true);
    expect(answer(effects)).toBe(
      `Another game, **Suburbia #${newer.id}**, has been opened in this channel since **Suburbia #${old.id}**, so its Rematch button is out of date; nothing was changed. Start a new game with \`/suburbia new\`.`,
    );
    expect(await db.store.loadByChannel(place.channelId)).toBeUndefined();
    // the newer game's own button still works
    expect(answer(await rematch(place, ADA, newer))).toContain('You opened the lobby');
  });

  it('opening a game with /suburbia new retires the Rematch button of the channel\'s finished game', async () => {
    const place = newPlace();
    await finishedGame(place, { players: 2 });
    const effects = await command(place, BO, 'new', { players: 2 });
    expect(effects).toContainEqual({ kind: 'disable', channelId: place.channelId, messageId: RESULTS_MESSAGE });
    const fresh = newPlace();
    expect((await command(fresh, BO, 'new', { players: 2 })).some((e) => e.kind === 'disable')).toBe(false);
  });

  it('starts a solo game\'s rematch at once, in the same solo mode', async () => {
    const place = newPlace();
    const old = await finishedGame(place, { players: 1, solo: 'dale' });
    const effects = await rematch(place, ADA, old);
    expect(answer(effects)).toBe(`Your solo game **Suburbia #${old.id + 1}**, the rematch of **Suburbia #${old.id}**, has started below.`);
    const game = await unfinishedIn(place);
    expect(game.status).toBe('playing');
    expect(storedOptions(game)).toEqual(storedOptions(old));
    expect(storedOptions(game).solo).toBe('dale');
    expect(buttons(posted(effects)[0]).map((b) => b.label)).toContain('Choose your secret goal');
  });

  it('changes nothing on a game that has not finished: one still in its lobby, or one abandoned', async () => {
    const place = newPlace();
    await command(place, ADA, 'new', { players: 2 });
    const lobby = await unfinishedIn(place);
    const early = await rematch(place, ADA, lobby);
    expect(onlyPrivate(early)).toBe(true);
    expect(answer(early)).not.toContain('You opened');
    const abandoned = await db.store.abandonGame(lobby.id, 'host');
    if (!abandoned.ok) throw new Error(abandoned.reason);
    const late = await rematch(place, ADA, lobby);
    expect(answer(late)).toBe(`**Suburbia #${lobby.id}** was abandoned. Start another with \`/suburbia new\`.`);
    expect(await db.store.loadByChannel(place.channelId)).toBeUndefined();
    expect((await db.store.newestGameInChannel(place.channelId))?.id).toBe(lobby.id);
  });
});
