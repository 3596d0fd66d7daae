import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForgedInput } from '../../standin/command-invocation.ts';
import type { ScriptedUser } from '../../standin/scripted-user.ts';
import type { MessageView } from '../../standin/views.ts';
import { gameIn, snapshot, startInspectedTable, type InspectedTable } from './inspected-table.ts';
import { keepFirstGoal, moverOf, openGame, START_UP_MS, STEP_MS, twoPlayersAtTurnOne, untilDisabled } from './table.ts';

/**
 * Whatever a client sends (forged or mutated custom_ids, the wrong person, options out of range, long text), the
 * bot checks it against the store: a refusal is a private answer with the exact words below, it leaves the move
 * log, the votes and the game's status as they were, and it never rewrites a public message.
 */
let table: InspectedTable;
beforeAll(async () => {
  table = await startInspectedTable();
}, START_UP_MS);
afterAll(async () => table?.close());

const slow = { timeout: 180_000 };

const buttonId = (m: MessageView, label: string): string => {
  const id = m.buttons.find((b) => b.label === label)?.custom_id;
  if (id === undefined) throw new Error(`no "${label}" button on: ${m.allText}`);
  return id;
};

/** A public message as everyone sees it now. */
const publicNow = (channel: { readonly id: string }, message: MessageView): MessageView | undefined => table.standIn.publicMessages(channel).find((m) => m.id === message.id);

/** What a public message shows, which only a change to the game may change. */
const shown = (m: MessageView | undefined) => ({ content: m?.content, revision: m?.revision, buttons: m?.buttons, selects: m?.selects });

/** The refusal `send` gets, checked to be private and to have changed neither the store's game nor `post`. */
const refusedPrivately = async (gameId: number, channel: { readonly id: string }, post: MessageView, send: () => Promise<MessageView>): Promise<MessageView> => {
  const before = await snapshot(table.store, gameId);
  const publicBefore = shown(publicNow(channel, post));
  const answer = await send();
  expect(answer.ephemeral).toBe(true);
  expect(await snapshot(table.store, gameId)).toEqual(before);
  expect(shown(publicNow(channel, post))).toEqual(publicBefore);
  return answer;
};

const title = (gameId: number): string => `**Suburbia #${gameId}**`;

describe('what a client sends is checked against the store', () => {
  it('counts only the clicker’s own vote, on a motion the store holds: a forged vote ends nothing', slow, async () => {
    const { standIn, store } = table;
    const channel = standIn.addChannel('forged-vote');
    const { bob, first } = await twoPlayersAtTurnOne(standIn, channel);
    const game = await gameIn(store, channel);
    // the id a modified client sent: "votes: 1", as if the host had voted
    const forged = await refusedPrivately(game.id, channel, first, () => bob.forgeComponent(first, `s1:vote:${game.id}:1`).reply(STEP_MS));
    expect(forged.content).toBe(`There is no such vote in ${title(game.id)}: a player can propose to abandon it with \`/suburbia abandon\`. Nothing was changed.`);

    const proposed = await bob.command(channel, 'suburbia abandon').reply(STEP_MS);
    expect(proposed.content).toBe(`Your proposal to abandon ${title(game.id)} is posted: 1 of the 2 votes needed. The other players can agree with its button.`);
    const vote = await standIn.waitFor('the vote message', () => standIn.publicMessages(channel).find((m) => m.buttons.some((b) => b.label === 'Vote to abandon')), STEP_MS);
    expect(vote.content).toBe(`**bob** proposes to abandon ${title(game.id)}. It ends once 2 of its 2 players agree: press the button to agree.`);
    const [, , , motion] = buttonId(vote, 'Vote to abandon').split(':');
    expect(await snapshot(store, game.id)).toMatchObject({ status: 'playing', votes: [bob.id] });

    const again = await refusedPrivately(game.id, channel, vote, () => bob.click(vote, 'Vote to abandon').reply(STEP_MS));
    expect(again.content).toBe(`You have already voted to abandon ${title(game.id)}: 1 of the 2 votes needed. Nothing was changed.`);
    const onlooker = standIn.addUser('onlooker');
    const watching = await refusedPrivately(game.id, channel, vote, () => onlooker.click(vote, 'Vote to abandon').reply(STEP_MS));
    expect(watching.content).toBe(`Only the players of ${title(game.id)} vote. Nothing was changed.`);
    const otherMotion = await refusedPrivately(game.id, channel, vote, () => bob.forgeComponent(vote, `s1:vote:${game.id}:${Number(motion) + 1000}`).reply(STEP_MS));
    expect(otherMotion.content).toBe(forged.content);
    expect(standIn.violations).toEqual([]);
  });

  it('records votes cast at the same moment one by one: three of four players end the game', slow, async () => {
    const { standIn, store } = table;
    const channel = standIn.addChannel('racing-votes');
    const [ann, bea, cid, dot] = ['ann', 'bea', 'cid', 'dot'].map((name) => standIn.addUser(name)) as [ScriptedUser, ScriptedUser, ScriptedUser, ScriptedUser];
    await openGame(standIn, channel, ann, [bea, cid, dot], { players: 4 });
    const game = await gameIn(store, channel);
    const proposed = await dot.command(channel, 'suburbia abandon').reply(STEP_MS);
    expect(proposed.content).toBe(`Your proposal to abandon ${title(game.id)} is posted: 1 of the 3 votes needed. The other players can agree with its button.`);
    const vote = await standIn.waitFor('the vote message', () => standIn.publicMessages(channel).find((m) => m.buttons.some((b) => b.label === 'Vote to abandon')), STEP_MS);

    const answers = await Promise.all([bea, cid].map((voter) => voter.click(vote, 'Vote to abandon').reply(STEP_MS)));
    expect(answers.map((a) => a.content).sort()).toEqual([`Your vote decided it: ${title(game.id)} is abandoned.`, `Your vote to abandon ${title(game.id)} is counted: 2 of the 3 votes needed.`]);
    const after = await snapshot(store, game.id);
    expect(after.status).toBe('abandoned');
    expect([...after.votes].sort()).toEqual([bea.id, cid.id, dot.id].sort());
    const names = after.votes.map((id) => [ann, bea, cid, dot].find((u) => u.id === id)?.name).join(', ');
    await standIn.waitFor('the end announced', () => standIn.publicMessages(channel).find((m) => m.content === `${title(game.id)} was abandoned by a vote of its players (${names}). Start another with \`/suburbia new\`.`), STEP_MS);
    await untilDisabled(standIn, channel, vote.id);
    expect(standIn.violations).toEqual([]);
  });

  it('refuses a start-over or a choice on the public turn post privately, and leaves the post and its buttons alone', slow, async () => {
    const { standIn, store } = table;
    const channel = standIn.addChannel('public-turn-post');
    const { players, first } = await twoPlayersAtTurnOne(standIn, channel);
    const game = await gameIn(store, channel);
    const mover = moverOf(players, first);
    const idle = players.find((p) => p !== mover) ?? mover;
    const version = Number(buttonId(first, 'Take your turn').split(':')[3]);
    const onlooker = standIn.addUser('onlooker');

    const notPlaying = await refusedPrivately(game.id, channel, first, () => onlooker.forgeComponent(first, `s1:back:${game.id}:${version}`).reply(STEP_MS));
    expect(notPlaying.content).toBe(`You are not playing in ${title(game.id)}; enjoy watching!`);
    const notYourTurn = await refusedPrivately(game.id, channel, first, () => idle.forgeComponent(first, `s1:act:${game.id}:${version}`, ['b0']).reply(STEP_MS));
    expect(notYourTurn.content).toBe(`It is not your turn: **${mover.name}** is to move in ${title(game.id)}.`);
    const stale = await refusedPrivately(game.id, channel, first, () => mover.forgeComponent(first, `s1:back:${game.id}:${version - 1}`).reply(STEP_MS));
    expect(stale.content).toBe(`That button belongs to an earlier moment of the game (was it already pressed?). Nothing was changed. It is **${mover.name}**'s turn in ${title(game.id)}, round 1.`);
    expect(stale.attachments.map((a) => a.filename)).toEqual(['market.png', 'boroughs.png']);
    expect(buttonId(stale, 'Take your turn')).toBe(buttonId(first, 'Take your turn'));
    // the public post still carries the live buttons: the game goes on without `/suburbia status`
    expect(publicNow(channel, first)?.buttons.every((b) => b.disabled !== true)).toBe(true);
    const step = await mover.click(first, 'Take your turn').reply(STEP_MS);
    // the first step's two selects: the tiles to buy or take as a lake, and the other actions (investing)
    expect(step.selects.map((s) => s.placeholder)).toEqual(['Buy or take as a lake', 'Other actions']);
    expect(standIn.violations).toEqual([]);
  });

  it('refuses game numbers the store cannot hold like any other unknown button, and logs no error', slow, async () => {
    const { standIn, store } = table;
    const channel = standIn.addChannel('out-of-range-ids');
    const { players, first } = await twoPlayersAtTurnOne(standIn, channel);
    const game = await gameIn(store, channel);
    const mover = moverOf(players, first);
    const errors = table.errors().length;
    for (const id of ['s1:turn:2147483648:1', 's1:turn:2147483647:1', `s1:turn:${game.id}:2147483648`, 's1:turn:99999999999999999999:1', `s1:vote:${game.id}:2147483648`]) {
      const answer = await refusedPrivately(game.id, channel, first, () => mover.forgeComponent(first, id).reply(STEP_MS));
      expect(answer.content, id).toBe('That button is not one of mine.');
    }
    expect(table.errors().slice(errors)).toEqual([]);
    expect(standIn.violations).toEqual([]);
  });

  it('answers every button of an abandoned or finished game by saying so', slow, async () => {
    const { standIn, store } = table;
    const channel = standIn.addChannel('ended-games');
    const { alice, players, first } = await twoPlayersAtTurnOne(standIn, channel);
    const game = await gameIn(store, channel);
    const mover = moverOf(players, first);
    const version = Number(buttonId(first, 'Take your turn').split(':')[3]);
    // a private board with fresh buttons (the answer to a stale button), and a private turn step
    const board = await mover.forgeComponent(first, `s1:turn:${game.id}:${version - 1}`).reply(STEP_MS);
    const step = await mover.click(first, 'Take your turn').reply(STEP_MS);
    expect((await alice.command(channel, 'suburbia abandon').reply(STEP_MS)).content).toBe(`You abandoned ${title(game.id)}.`);
    await untilDisabled(standIn, channel, first.id);
    const abandoned = `${title(game.id)} was abandoned. Start another with \`/suburbia new\`.`;
    for (const label of ['Take your turn', 'My secret goal']) {
      const answer = await refusedPrivately(game.id, channel, first, () => mover.click(board, label).reply(STEP_MS));
      expect(answer.content, label).toBe(abandoned);
    }
    const [select] = step.selects;
    const choice = select?.options[0]?.value ?? '';
    const stepAnswer = await refusedPrivately(game.id, channel, first, () => mover.select(step, [choice], select?.custom_id).reply(STEP_MS));
    expect(stepAnswer).toMatchObject({ id: step.id, content: abandoned, components: [], attachments: [] });
    expect((await snapshot(store, game.id)).status).toBe('abandoned');

    const other = standIn.addChannel('finished-game');
    const next = await twoPlayersAtTurnOne(standIn, other);
    const done = await gameIn(store, other);
    const nextMover = moverOf(next.players, next.first);
    const nextBoard = await nextMover.forgeComponent(next.first, `s1:turn:${done.id}:${done.version - 1}`).reply(STEP_MS);
    // as when the last turn is played: the store marks the game finished
    if (done.state === undefined) throw new Error('a game at its first turn has a state');
    const finished = await store.finishGame({ gameId: done.id, expectedVersion: done.version, state: done.state });
    expect(finished.ok).toBe(true);
    for (const label of ['Take your turn', 'My secret goal']) {
      const answer = await refusedPrivately(done.id, other, next.first, () => nextMover.click(nextBoard, label).reply(STEP_MS));
      expect(answer.content, label).toBe(`${title(done.id)} is over; thanks for playing! Start another with \`/suburbia new\`.`);
    }
    expect(standIn.violations).toEqual([]);
  });

  it('quotes long input cut to fit, and still answers when Discord refuses an answer', slow, async () => {
    const { standIn } = table;
    const channel = standIn.addChannel('long-input');
    const user = standIn.addUser('typist');
    const errors = table.errors().length;
    for (const name of ['x'.repeat(2001), 'y'.repeat(6000), '🏙'.repeat(3000)]) {
      const answer = await user.command(channel, 'suburbia tile', { name }).reply(STEP_MS);
      const quoted = [...name].slice(0, 99).join('');
      expect(answer.content).toBe(`There is no tile called "${quoted}…". Start typing a name to see the suggestions.`);
    }
    expect(table.errors().slice(errors)).toEqual([]);
    expect(standIn.violations).toEqual([]);

    standIn.refuseNext(/^PATCH \/webhooks\/\d+\/[^/]+\/messages\/@original$/);
    const refused = await user.command(channel, 'suburbia tile', { name: 'Suburb' }).reply(STEP_MS);
    expect(refused.content).toBe('Something went wrong on my side while answering. Run `/suburbia status` to see where the game is.');
    expect(table.errors().slice(errors).map((l) => l.message)).toEqual([expect.stringMatching(/the answer effect failed$/)]);
  });

  it.each([
    [{ players: 2, deadline: 2 ** 53 - 1 }, 'Deadlines and reminder intervals are 1 to 336 hours. Nothing was changed.'],
    [{ players: 2, reminder: 0 }, 'Deadlines and reminder intervals are 1 to 336 hours. Nothing was changed.'],
    [{ players: 2, deadline: 1.5 }, 'Deadlines and reminder intervals are 1 to 336 hours. Nothing was changed.'],
    [{ players: 6 }, 'A game has 1 to 5 players. Nothing was changed.'],
    [{ players: '2' }, 'A game has 1 to 5 players. Nothing was changed.'],
    [{ players: 1, solo: 'chaos' }, 'The solo modes are Lone Architect and Dale the Bot. Nothing was changed.'],
    [{ players: 2, autoskip: 'yes' }, '`autoskip` is yes or no. Nothing was changed.'],
  ])('refuses /suburbia new with %j from a modified client, opening nothing', slow, async (options, words) => {
    const { standIn, store } = table;
    const channel = standIn.addChannel('forged-options');
    const host = standIn.addUser('host');
    const answer = await host.forgeCommand(channel, 'suburbia new', options).reply(STEP_MS);
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(words);
    expect(await store.loadByChannel(channel.id)).toBeUndefined();
    expect(standIn.publicMessages(channel)).toEqual([]);
    expect(standIn.violations).toEqual([]);
  });

  it('refuses settings out of bounds from a modified client, changing nothing', slow, async () => {
    const { standIn, store } = table;
    const channel = standIn.addChannel('forged-settings');
    const { alice, first } = await twoPlayersAtTurnOne(standIn, channel);
    const game = await gameIn(store, channel);
    const forged: readonly Readonly<Record<string, ForgedInput>>[] = [{ deadline: 2 ** 31 }, { reminder: -3 }, { deadline: 'soon' }, { autoskip: 1 }];
    for (const options of forged) {
      const answer = await refusedPrivately(game.id, channel, first, () => alice.forgeCommand(channel, 'suburbia settings', options).reply(STEP_MS));
      expect(answer.content).toMatch(/^(Deadlines and reminder intervals are 1 to 336 hours|`autoskip` is yes or no)\. Nothing was changed\.$/);
    }
  });

  it('starts a lobby stored with an unbounded deadline as one with the longest allowed, start post and goal offers included', slow, async () => {
    const { standIn, store } = table;
    const channel = standIn.addChannel('old-lobby');
    const [host, guest] = [standIn.addUser('host'), standIn.addUser('guest')];
    // as `/suburbia new` stored it before its options were checked
    const created = await store.createGame({
      guildId: standIn.guildId,
      channelId: channel.id,
      hostUserId: host.id,
      options: { players: 2, deadlineHours: 2 ** 53 - 1, reminderHours: 24 },
      seed: 7,
      rulesVersion: 'base-1',
      seats: [
        { kind: 'human', discordUserId: host.id, displayName: 'host' },
        { kind: 'human', discordUserId: guest.id, displayName: 'guest' },
      ],
    });
    if (!created.ok) throw new Error(created.reason);
    const lobby = await host.command(channel, 'suburbia status').reply(STEP_MS);
    await host.click(lobby, 'Start').reply(STEP_MS);
    const start = await standIn.waitFor('the start message', () => standIn.publicMessages(channel).find((m) => m.buttons.some((b) => b.label === 'Choose your secret goal')), STEP_MS);
    expect((await store.loadById(created.game.id))?.status).toBe('playing');
    expect((await guest.command(channel, 'suburbia settings').reply(STEP_MS)).content).toContain('turn deadline 336 h');
    expect((await keepFirstGoal(guest, start)).content).toMatch(/^You keep /);
    expect(standIn.violations).toEqual([]);
  });

  it('hands a seat only to a member of the server, never to a bot', slow, async () => {
    const { standIn, store } = table;
    const channel = standIn.addChannel('replace-seat');
    const { alice, bob, first } = await twoPlayersAtTurnOne(standIn, channel);
    const game = await gameIn(store, channel);
    const outsider = standIn.addUser('outsider', { member: false });
    const notMember = await refusedPrivately(game.id, channel, first, () => alice.forgeCommand(channel, 'suburbia replace', { user: outsider, player: bob }).reply(STEP_MS));
    expect(notMember.content).toBe(`<@${outsider.id}> is not a member of this server: only its members can take a seat. Nothing was changed.`);
    const me = await refusedPrivately(game.id, channel, first, () => alice.command(channel, 'suburbia replace', { user: { id: standIn.applicationId }, player: bob }).reply(STEP_MS));
    expect(me.content).toBe('I cannot take a seat myself: to have the built-in player play a seat, the host uses `/suburbia kick`. Nothing was changed.');
    // handing a seat to the one who holds it would move the game on (and its live buttons out of date) for nothing
    const same = await refusedPrivately(game.id, channel, first, () => alice.command(channel, 'suburbia replace', { user: bob, player: bob }).reply(STEP_MS));
    expect(same.content).toBe(`<@${bob.id}> already plays seat 2 in ${title(game.id)}. Nothing was changed.`);
    expect(standIn.violations).toEqual([]);
  });

  it('answers an autocomplete with nothing focused, or no subcommand, with no suggestions and no error', slow, async () => {
    const { standIn } = table;
    const channel = standIn.addChannel('forged-autocomplete');
    const user = standIn.addUser('typist');
    const errors = table.errors().length;
    expect(await user.forgeAutocomplete(channel, 'suburbia tile', { name: 'sub' }).choices(STEP_MS)).toEqual([]);
    expect(await user.forgeAutocomplete(channel, 'suburbia', {}).choices(STEP_MS)).toEqual([]);
    expect((await user.forgeAutocomplete(channel, 'suburbia tile', { name: 'suburb' }, 'name').choices(STEP_MS)).map((c) => c.name)).toEqual(['Suburbs']);
    expect(table.errors().slice(errors)).toEqual([]);
    expect(standIn.violations).toEqual([]);
  });
});
