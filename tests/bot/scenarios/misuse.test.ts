import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ALL_TEXT_PERMISSIONS } from '../../standin/model.ts';
import type { MessageView } from '../../standin/views.ts';
import { moverOf, nextPost, playFirstOptions, replayed, startTable, START_UP_MS, STEP_MS, twoPlayersAtTurnOne, type Table } from './table.ts';

/**
 * Misuse. Out of turn, a stale button from three turns ago, forged custom_ids, a double click,
 * `/suburbia new` where a game runs, and a command where the bot lacks a permission: each gets a clear private
 * reply, and the move log shows that only the real turns were recorded.
 */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

const turnButton = (m: MessageView): string => {
  const id = m.buttons.find((b) => b.label === 'Take your turn')?.custom_id;
  if (id === undefined) throw new Error(`no turn button on: ${m.content}`);
  return id;
};

describe('misuse changes nothing and is answered clearly', () => {
  it('refuses each misuse privately; the move log holds only the real turns', { timeout: 180_000 }, async () => {
    const { standIn } = table;
    const channel = standIn.general;
    const { alice, players, seen, first: firstTurn } = await twoPlayersAtTurnOne(standIn, channel);
    let post = firstTurn;

    // out of turn
    const idle = players.find((p) => p !== moverOf(players, post));
    if (idle === undefined) throw new Error('no idle player');
    const outOfTurn = await idle.click(post, 'Take your turn').reply(STEP_MS);
    expect(outOfTurn.ephemeral).toBe(true);
    expect(outOfTurn.content).toContain('It is not your turn');

    // three real turns
    let played = 0;
    for (let i = 0; i < 3; i++) {
      seen.add(post.id);
      await playFirstOptions(moverOf(players, post), post);
      played += 1;
      post = await nextPost(standIn, channel, seen);
    }

    // a stale button from three turns ago: disabled on the message, so sent as a client that still shows it would
    expect(firstTurn.id).not.toBe(post.id);
    const stale = await moverOf(players, post).forgeComponent(firstTurn, turnButton(firstTurn)).reply(STEP_MS);
    expect(stale.ephemeral).toBe(true);
    expect(stale.content).toContain('earlier moment');
    expect(stale.attachments.map((a) => a.filename)).toEqual(['market.png', 'boroughs.png']);
    expect(turnButton(stale)).toBe(turnButton(post));

    // forged custom_ids: not ours, another game, a choice the engine never offered
    const [, , gameId, version] = turnButton(post).split(':');
    const mover = moverOf(players, post);
    expect((await mover.forgeComponent(post, 's1:turn:cheat').reply(STEP_MS)).content).toBe('That button is not one of mine.');
    expect((await mover.forgeComponent(post, `s1:turn:999:${version}`).reply(STEP_MS)).content).toBe('That button is not one of mine.');
    const steps = await mover.click(post, 'Take your turn').reply(STEP_MS);
    const offSpot = await mover.forgeComponent(steps, `s1:ok:${gameId}:${version}:b0:500:n:n`).reply(STEP_MS);
    expect(offSpot.content).toContain('not on offer');
    const offAction = await mover.forgeComponent(steps, `s1:act:${gameId}:${version}`, ['b9']).reply(STEP_MS);
    expect(offAction.content).toContain('not on offer');

    // a double click on Confirm applies once
    let step = await mover.click(post, 'Take your turn').reply(STEP_MS);
    while (step.selects[0] !== undefined) {
      const select = step.selects[0];
      step = await mover.select(step, [select.options[0]?.value ?? ''], select.custom_id).reply(STEP_MS);
    }
    const first = mover.click(step, 'Confirm');
    const second = mover.click(step, 'Confirm');
    // the loser is told in a private follow-up; the step message keeps the winner's "Done"
    const [loser] = await standIn.waitFor('the losing click to be answered', () => {
      const all = [...first.followUps(), ...second.followUps()];
      return all.length > 0 ? all : undefined;
    }, STEP_MS);
    expect(loser?.content).toMatch(/already played|earlier moment/);
    expect((await first.reply(STEP_MS)).content).toMatch(/^Done:/);
    played += 1;
    seen.add(post.id);
    post = await nextPost(standIn, channel, seen);

    // a second game where one runs
    const busy = await alice.command(channel, 'suburbia new', { players: 2 }).reply(STEP_MS);
    expect(busy.ephemeral).toBe(true);
    expect(busy.content).toContain('already has an unfinished game');

    // the lobby: only the host starts, and only a full table; nobody sits twice; the host stays
    const side = standIn.addChannel('side-game');
    const carol = standIn.addUser('carol');
    const dave = standIn.addUser('dave');
    await carol.command(side, 'suburbia new', { players: 3 }).reply(STEP_MS);
    const lobby = await standIn.waitFor('the side lobby', () => standIn.publicMessages(side).find((m) => m.buttons.some((b) => b.label === 'Join')), STEP_MS);
    await dave.click(lobby, 'Join').reply(STEP_MS);
    const refusals = [
      dave.click(lobby, 'Join'),
      carol.click(lobby, 'Leave'),
      carol.forgeComponent(lobby, lobby.buttons.find((b) => b.label === 'Start')?.custom_id ?? ''),
    ];
    const said = await Promise.all(refusals.map(async (r) => (await r.reply(STEP_MS)).content));
    expect(said).toEqual([
      'You already have a seat at this table.',
      'You are the host: the lobby stays open until you start it.',
      'The game has 3 seats; 2 are filled. Wait for players to join, or add bots.',
    ]);
    const joined = await standIn.addUser('erin').click(lobby, 'Join').reply(STEP_MS);
    expect(joined).toMatchObject({ ephemeral: true, content: expect.stringContaining('The table is full') });
    expect(dave.message(lobby).content).toContain('The table is full');
    const notHost = await dave.click(lobby, 'Start').reply(STEP_MS);
    expect(notHost).toMatchObject({ ephemeral: true, content: 'Only the host can start the game.' });
    expect(standIn.publicMessages(side).filter((m) => m.buttons.some((b) => b.label === 'Take your turn' || b.label === 'Choose your secret goal'))).toEqual([]);

    // a channel where the bot may not attach files
    const bare = standIn.addChannel('no-files', { botPermissions: ALL_TEXT_PERMISSIONS & ~PERMISSIONS.attachFiles });
    const refused = await alice.command(bare, 'suburbia new', { players: 2 }).reply(STEP_MS);
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain('Attach Files');
    expect(standIn.publicMessages(bare)).toEqual([]);
    expect(standIn.violations).toEqual([]);

    const store = await table.openDatabase();
    const { moves } = await replayed(store, channel.id);
    expect(moves.filter((m) => m.kind === 'chooseGoal')).toHaveLength(2);
    expect(moves.filter((m) => m.kind !== 'chooseGoal')).toHaveLength(played);
    expect(await store.loadByChannel(bare.id)).toBeUndefined();
  });
});
