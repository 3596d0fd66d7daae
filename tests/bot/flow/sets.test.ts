import { describe, expect, it } from 'vitest';
import { encodeCustomId, parseCustomId } from '../../../src/bot/custom-id.ts';
import { handleEvent } from '../../../src/bot/flow/handle.ts';
import { engineOptions, stateOf, storedOptions } from '../../../src/bot/flow/game.ts';
import type { Actor, Effect, FlowDeps, MessageSpec, OptionValue, Place, SelectSpec } from '../../../src/bot/flow/types.ts';
import { permissionsInteger } from '../../../src/bot/permissions.ts';
import { replay, type Move } from '../../../src/engine/index.ts';
import type { GameRecord } from '../../../src/store/types.ts';
import { runBackends } from '../../store/backends.ts';
import { freshStoreFor, snowflake } from '../../store/fixtures.ts';

/** The sets in play: chosen with `/suburbia new sets:` or, in a lobby, by the host's menu; named in the lobby and the start post. */
const ADA: Actor = { userId: '100000000000000001', displayName: 'Ada' };
const BO: Actor = { userId: '100000000000000002', displayName: 'Bo' };
const CY: Actor = { userId: '100000000000000003', displayName: 'Cy' };
const GUILD = '100000000000000009';

const messages = (effects: readonly Effect[]): readonly MessageSpec[] => effects.flatMap((e) => ('message' in e ? [e.message] : []));
const texts = (effects: readonly Effect[]): string => messages(effects).map((m) => [m.content, ...(m.embeds ?? []).map((e) => e.description)].join('\n')).join('\n');
/** The message's menu: a lobby's menu of sets, or a turn step's; not the lobby's menu that seats bots. */
const selectOf = (message: MessageSpec | undefined): SelectSpec | undefined =>
  (message?.rows ?? []).flatMap((r) => ('select' in r ? [r.select] : [])).find((s) => !s.customId.includes(':addbot:'));
const lobbyPost = (effects: readonly Effect[]): MessageSpec | undefined => effects.find((e) => e.kind === 'post')?.message;

describe.each(runBackends())('the sets in play, on $name', { timeout: 120_000 }, (backend) => {
  const db = freshStoreFor(backend);
  const deps = (): FlowDeps => ({ store: db.store, newSeed: () => 20_261_201 });
  const newPlace = (): Place => ({ guildId: GUILD, channelId: snowflake() });

  const command = (place: Place, actor: Actor, sub: string, options: Readonly<Record<string, OptionValue | undefined>>) =>
    handleEvent(deps(), { kind: 'command', sub, options, actor, place, appPermissions: permissionsInteger() });
  const choose = (place: Place, actor: Actor, customId: string, values: readonly string[]) => {
    const parsed = parseCustomId(customId);
    if (!parsed.ok) throw new Error(`bad custom_id ${customId}`);
    return handleEvent(deps(), { kind: 'component', id: parsed.id, values, actor, place, messageId: '100000000000000010', idOnMessage: true });
  };
  const gameIn = async (place: Place): Promise<GameRecord> => {
    const game = await db.store.loadByChannel(place.channelId);
    if (game === undefined) throw new Error('no game in the channel');
    return game;
  };
  const lobbyButton = (game: GameRecord, act: 'join' | 'start') => encodeCustomId({ kind: 'lobby', game: game.id, act });

  it('takes the sets option as a comma-separated list in any case, and the lobby names what the sets bring', async () => {
    const place = newPlace();
    const effects = await command(place, ADA, 'new', { players: 3, sets: 'Essen, nightlife' });
    const game = await gameIn(place);
    expect(game.options).toMatchObject({ players: 3, sets: ['nightlife', 'essen'] });
    expect(game.rulesVersion).toBe('sets-1');
    const lobby = lobbyPost(effects);
    expect(lobby?.content).toContain('Sets: Nightlife and Essen.');
    expect(lobby?.content).toContain('Goals they add to the pool: **Insomniac**: most Nightlife tiles, +15 population; **Nyctophobian**: fewest Nightlife tiles, +10 population.');
    expect(lobby?.content).toContain('Bonus tile on stack B: **Nightlife Bonus**: +3 income for everyone with at least 3 Nightlife tiles when the first B tile is drawn.');
    expect(lobby?.content).toContain('Challenge tile on stack C: **Nightlife Challenge**: +3 reputation for everyone with at least 5 Nightlife tiles when the first C tile is drawn.');
    const select = selectOf(lobby);
    expect(select).toMatchObject({ minValues: 0, maxValues: 5 });
    expect(select?.options.map((o) => [o.value, o.default === true])).toEqual([
      ['inc', false],
      ['star', false],
      ['nightlife', true],
      ['con', false],
      ['essen', true],
    ]);
  });

  it('refuses an unknown set name privately, naming the valid ones, and opens no game', async () => {
    const place = newPlace();
    const effects = await command(place, ADA, 'new', { players: 2, sets: 'nightlife, stars' });
    expect(effects).toEqual([{ kind: 'answer', message: { content: 'There is no set called "stars". The sets are inc, star, nightlife, con, essen: list the ones you want separated by commas, e.g. `sets: nightlife, con`.' } }]);
    expect(await db.store.loadByChannel(place.channelId)).toBeUndefined();
  });

  it('completes the last name of the list while it is typed', async () => {
    const suggest = async (text: string) => {
      const [effect] = await handleEvent(deps(), { kind: 'autocomplete', sub: 'new', focused: 'sets', text, actor: ADA, place: newPlace() });
      return effect?.kind === 'choices' ? effect.choices.map((c) => c.value) : [];
    };
    expect(await suggest('nightlife, co')).toEqual(['nightlife, con']);
    expect(await suggest('Essen,')).toEqual(['essen, inc', 'essen, star', 'essen, nightlife', 'essen, con', 'essen, inc, star, nightlife, con']);
    expect(await suggest('')).toEqual(['inc', 'star', 'nightlife', 'con', 'essen', 'inc, star, nightlife, con, essen']);
    expect(await suggest('inc, star, nightlife, con, essen, ')).toEqual([]);
  });

  it('starts a solo game with its sets at once: Dale the Bot and the Lone Architect', async () => {
    const dalePlace = newPlace();
    const dale = await command(dalePlace, ADA, 'new', { players: 1, solo: 'dale', sets: 'con,nightlife' });
    expect(texts(dale)).toContain('has started below with Nightlife and Con.');
    const daleGame = await gameIn(dalePlace);
    expect(daleGame).toMatchObject({ status: 'playing', rulesVersion: 'sets-1' });
    const daleState = await stateOf(db.store, daleGame);
    expect(daleState?.options.sets).toEqual(['nightlife', 'con']);
    const start = lobbyPost(dale);
    expect(start?.content).toContain('Sets: Nightlife and Con.');
    expect(start?.content).toContain('Bonus tile on stack B: **Nightlife Bonus**');

    const architectPlace = newPlace();
    const architect = await command(architectPlace, ADA, 'new', { players: 1, sets: 'essen' });
    const first = architect.find((e) => e.kind === 'post' && e.live !== undefined);
    expect(first?.kind === 'post' && first.message.content).toMatch(/^\*\*Suburbia #\d+\*\* begins! Sets: Essen\.\n<@100000000000000001>, it is your turn/);
    expect(await gameIn(architectPlace)).toMatchObject({ status: 'playing', rulesVersion: 'sets-1', options: { solo: 'architect', sets: ['essen'] } });
  });

  it.each([
    ['Nightlife, Con and Essen', 'nightlife, con, essen', ['nightlife', 'con', 'essen']],
    ['Suburbia Inc and Nightlife', 'inc, nightlife', ['inc', 'nightlife']],
  ] as const)('plays a Dale the Bot game with %s to the final results', { timeout: 240_000 }, async (_name, typed, sets) => {
    const place = newPlace();
    let effects = await command(place, ADA, 'new', { players: 1, solo: 'dale', sets: typed });
    const { id } = await gameIn(place);
    const offer = effects.find((e) => e.kind === 'dm');
    const keep = offer?.kind === 'dm' ? (offer.message.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons : []))[0]?.customId : undefined;
    effects = await choose(place, ADA, keep ?? '', []);
    for (let turns = 0; turns < 100; turns++) {
      const live = effects.find((e) => e.kind === 'post' && e.live !== undefined);
      if (live?.kind !== 'post') break;
      const take = (live.message.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons : [])).find((b) => b.label === 'Take your turn');
      let step = messages(await choose(place, ADA, take?.customId ?? '', []))[0];
      for (let i = 0; step !== undefined && i < 6; i++) {
        const select = selectOf(step);
        const confirm = (step.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons : [])).find((b) => b.label === 'Confirm');
        if (select !== undefined) step = messages(await choose(place, ADA, select.customId, [select.options[0]?.value ?? '']))[0];
        else {
          effects = await choose(place, ADA, confirm?.customId ?? '', []);
          break;
        }
      }
    }
    const final = effects.find((e) => e.kind === 'post' && e.message.files?.[0]?.name === 'final-results.png');
    expect(final?.kind === 'post' && final.message.content).toMatch(/is over\. .*Dale/);
    const game = await db.store.loadById(id);
    expect(game).toMatchObject({ status: 'finished', rulesVersion: 'sets-1' });
    const moves = (await db.store.loadMoves(id)).map((m) => m.entry as unknown as Move);
    const replayed = replay({ options: { players: 1, solo: 'dale', sets: [...sets] }, seed: game?.seed ?? 0, rulesVersion: 'sets-1', moves });
    expect(replayed.ok && replayed.state).toEqual(game?.state);
  });

  it("lets only the host change the lobby's sets; the rules version follows, and an older menu changes nothing", async () => {
    const place = newPlace();
    const opened = await command(place, ADA, 'new', { players: 3 });
    const first = selectOf(lobbyPost(opened));
    if (first === undefined) throw new Error('the lobby has no menu of sets');
    const before = await gameIn(place);
    expect(before.rulesVersion).toBe('base-1');

    const refused = await choose(place, BO, first.customId, ['nightlife']);
    expect(refused).toEqual([{ kind: 'answer', message: { content: 'Only the host chooses the sets; nothing was changed.' } }]);
    expect(await gameIn(place)).toEqual(before);

    const forged = await choose(place, ADA, first.customId, ['nightlife', 'stars']);
    expect(texts(forged)).toBe('That choice is not on offer; nothing was changed.');
    expect(await gameIn(place)).toEqual(before);

    const chosen = await choose(place, ADA, first.customId, ['essen', 'con']);
    const [edited, answered] = chosen;
    expect(edited?.kind).toBe('edit');
    expect(edited?.kind === 'edit' && edited.message.content).toContain('Sets: Con and Essen.');
    expect(answered).toEqual({ kind: 'answer', message: { content: `**Suburbia #${before.id}** will be played with Con and Essen.` } });
    const after = await gameIn(place);
    expect(after.options).toMatchObject({ players: 3, deadlineHours: 48, reminderHours: 24, sets: ['con', 'essen'] });
    expect(after.rulesVersion).toBe('sets-1');
    expect(after.version).toBe(before.version + 1);

    const stale = await choose(place, ADA, first.customId, ['nightlife']);
    expect(stale).toEqual([
      { kind: 'answer', message: { content: `The lobby of **Suburbia #${after.id}** changed since that menu was shown; nothing was changed. Choose again in the lobby as it is now.` } },
    ]);
    expect(await gameIn(place)).toEqual(after);

    const fresh = selectOf(edited?.kind === 'edit' ? edited.message : undefined);
    await choose(place, ADA, fresh?.customId ?? '', []);
    const cleared = await gameIn(place);
    expect(cleared.options).toEqual({ players: 3, deadlineHours: 48, reminderHours: 24 });
    expect(cleared.rulesVersion).toBe('base-1');
  });

  it('choosing the sets the lobby already has changes nothing, not even its version, and says so', async () => {
    const place = newPlace();
    const menu = selectOf(lobbyPost(await command(place, ADA, 'new', { players: 3 })));
    if (menu === undefined) throw new Error('the lobby has no menu of sets');
    const before = await gameIn(place);
    const again = await choose(place, ADA, menu.customId, []);
    expect(again).toEqual([{ kind: 'answer', message: { content: `**Suburbia #${before.id}** is already to be played with no sets: the base game; nothing was changed.` } }]);
    expect(await gameIn(place)).toEqual(before);

    const [edited] = await choose(place, ADA, menu.customId, ['con']);
    const withCon = await gameIn(place);
    const next = selectOf(edited?.kind === 'edit' ? edited.message : undefined);
    expect(texts(await choose(place, ADA, next?.customId ?? '', ['con']))).toBe(`**Suburbia #${before.id}** is already to be played with Con; nothing was changed.`);
    expect(await gameIn(place)).toEqual(withCon);
  });

  it('names the sets, the goals they add and the bonus and challenge tiles on B and C in the start post', async () => {
    const place = newPlace();
    const opened = await command(place, ADA, 'new', { players: 2 });
    const menu = selectOf(lobbyPost(opened));
    await choose(place, ADA, menu?.customId ?? '', ['nightlife', 'con', 'essen']);
    const game = await gameIn(place);
    await choose(place, BO, lobbyButton(game, 'join'), []);
    const started = await choose(place, ADA, lobbyButton(game, 'start'), []);
    const post = started.find((e) => e.kind === 'post');
    const content = post?.kind === 'post' ? post.message.content : '';
    expect(content).toContain('has started! Seats: Ada, Bo.\nSets: Nightlife, Con and Essen.\nGoals they add to the pool: **Insomniac**');
    expect(content).toContain('Bonus tile on stack B: **Nightlife Bonus**');
    expect(content).toContain('Challenge tile on stack C: **Nightlife Challenge**');
    const playing = await gameIn(place);
    const state = await stateOf(db.store, playing);
    expect(state?.bonusOnB).toBe('nightlife-bonus');
    expect(state?.options.sets).toEqual(['nightlife', 'con', 'essen']);
    expect(playing.rulesVersion).toBe(state?.rulesVersion);
  });

  it('opens a 5-seat lobby, which recommends the Star tiles until they are chosen (seed 002 "5th Player"); a sixth seat is refused', async () => {
    const place = newPlace();
    const lobby = lobbyPost(await command(place, ADA, 'new', { players: 5 }));
    expect(lobby?.content).toContain('Seats (1/5):');
    expect(lobby?.content).toContain('The rulebook recommends 5★ Star tiles with 5 players: the host can add them in the menu below.');
    const game = await gameIn(place);
    expect(game.rulesVersion).toBe('base-1');
    const chosen = await choose(place, ADA, selectOf(lobby)?.customId ?? '', ['star']);
    expect(texts(chosen)).toContain('Sets: 5★ Star tiles.');
    expect(texts(chosen)).not.toContain('recommends');
    expect((await gameIn(place)).rulesVersion).toBe('sets-1');
    const starred = lobbyPost(await command(newPlace(), ADA, 'new', { players: 5, sets: 'star' }));
    expect(starred?.content).not.toContain('recommends');
    expect(texts(await command(newPlace(), ADA, 'new', { players: 6 }))).toBe('A game has 1 to 5 players. Nothing was changed.');
  });

  it('starts a lobby under the rules version its options call for, whatever the lobby recorded', async () => {
    const place = newPlace();
    const created = await db.store.createGame({
      guildId: GUILD,
      channelId: place.channelId,
      hostUserId: ADA.userId,
      options: { players: 3, deadlineHours: 48, reminderHours: 24, sets: ['essen'] },
      seed: 77,
      rulesVersion: 'base-1',
      seats: [ADA, BO].map((a) => ({ kind: 'human' as const, discordUserId: a.userId, displayName: a.displayName })),
    });
    if (!created.ok) throw new Error(created.reason);
    const joined = await choose(place, CY, lobbyButton(created.game, 'join'), []);
    expect(selectOf(messages(joined)[0])?.options.find((o) => o.default === true)?.value).toBe('essen');
    await choose(place, ADA, lobbyButton(created.game, 'start'), []);
    const replayable = (game: GameRecord) => replay({ options: engineOptions(storedOptions(game)), seed: game.seed, rulesVersion: game.rulesVersion, moves: [] }).ok;
    expect(replayable(created.game)).toBe(false);
    const game = await gameIn(place);
    expect(game.rulesVersion).toBe('sets-1');
    expect(replayable(game)).toBe(true);
  });
});
