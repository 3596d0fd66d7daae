import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalScores } from '../../../src/engine/index.ts';
import { finalResultsView } from '../../../src/render/index.ts';
import { tableInfo } from '../../../src/bot/flow/game.ts';
import { BOARD_AFTER_MS } from '../../../src/bot/scheduler/next-jobs.ts';
import type { ScriptedUser } from '../../standin/scripted-user.ts';
import { snowflakeTime } from '../../standin/snowflake.ts';
import type { MessageView } from '../../standin/views.ts';
import { isFinalMessage, isTurnMessage, keepFirstGoal, latest, playFirstOptions, replayed, startTable, START_UP_MS, STEP_MS, type Table } from './table.ts';

/**
 * A 4-seat lobby where the host seats an easy and a hard bot from the lobby's menu and a person joins; played through
 * the components to the final results. The bots' turns are not assumed to be played by the time a person's move is
 * answered: each person's turn is waited for, however long the bots before it take. Each person's move brings one
 * board into the channel, whether bots or a person follow it.
 */
let table: Table;
beforeAll(async () => {
  table = await startTable();
}, START_UP_MS);
afterAll(async () => table?.close());

/** How long the bots' turns between two people's turns may take to appear. */
const BOT_TURNS_MS = 4 * STEP_MS;

describe('a lobby with two bots the host added and a person who joined', () => {
  it('is played to the final results, the bots moving on their own, each named with its strength', { timeout: 900_000 }, async () => {
    const { standIn } = table;
    const alice = standIn.addUser('alice');
    const carol = standIn.addUser('carol');
    const people: readonly ScriptedUser[] = [alice, carol];
    const channel = standIn.general;

    await alice.command(channel, 'suburbia new', { players: 4 }).reply(STEP_MS);
    const lobby = await standIn.waitFor('the lobby', () => latest(standIn, channel, (m) => m.buttons.some((b) => b.label === 'Leave')), STEP_MS);
    const addBot = (strength: string) => {
      const menu = alice.message(lobby).selects.find((s) => s.custom_id.includes(':addbot:'));
      if (menu === undefined) throw new Error(`no "Add a bot" menu on the lobby: ${alice.message(lobby).allText}`);
      return alice.select(lobby, [strength], menu.custom_id).reply(STEP_MS);
    };
    expect((await addBot('easy')).content).toContain('**Bot 1 (easy)** takes seat 2 of 4');
    expect((await addBot('hard')).content).toContain('**Bot 2 (hard)** takes seat 3 of 4');
    // only the host seats bots: carol is refused privately and the lobby stays as it is
    const menu = alice.message(lobby).selects.find((s) => s.custom_id.includes(':addbot:'))?.custom_id ?? '';
    const refused = await carol.select(lobby, ['normal'], menu).reply(STEP_MS);
    expect(refused).toMatchObject({ ephemeral: true, content: 'Only the host seats and removes bots; nothing was changed.' });
    await carol.click(lobby, 'Join').reply(STEP_MS);
    const full = await standIn.waitFor('the full lobby', () => (alice.message(lobby).content.includes('Seats (4/4):') ? alice.message(lobby) : undefined), STEP_MS);
    expect(full.content).toContain(['1. alice (host)', '2. Bot 1 (easy)', '3. Bot 2 (hard)', '4. carol'].join('\n'));
    expect(full.selects.some((s) => s.custom_id.includes(':addbot:'))).toBe(false);

    await alice.click(lobby, 'Start').reply(STEP_MS);
    const start = await standIn.waitFor('the start message', () => latest(standIn, channel, (m) => m.buttons.some((b) => b.label === 'Choose your secret goal')), STEP_MS);
    expect(start.content).toContain('Seats: alice, Bot 1 (easy), Bot 2 (hard), carol.');
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));
    for (const person of people) expect((await keepFirstGoal(person, start)).content).toContain('You keep');

    /** The next turn of a person, or the final results, once the bots before it have moved. */
    const nextForPeople = (): Promise<MessageView> =>
      standIn.waitFor(
        "a person's turn or the final results",
        () => standIn.publicMessages(channel).find((m) => !seen.has(m.id) && ((isTurnMessage(m) && people.some((p) => m.pinged.includes(p.id))) || isFinalMessage(m))),
        BOT_TURNS_MS,
      );
    let post = await nextForPeople();
    let turns = 0;
    /** when each person's turn began to be played: before its move was recorded */
    const playedFrom: number[] = [];
    while (!isFinalMessage(post)) {
      seen.add(post.id);
      const mover = people.find((p) => post.pinged.includes(p.id));
      if (mover === undefined) throw new Error(`a turn post pings nobody: ${post.content}`);
      playedFrom.push(Date.now());
      expect((await playFirstOptions(mover, post)).content).toMatch(/^Done:/);
      turns += 1;
      post = await nextForPeople();
    }
    expect(standIn.violations).toEqual([]);

    // one board per person's move: a move that bot seats follow is posted without it (saying which bot is thinking)
    // and the bots' post carries it; a board without summaries comes only from the board job, once the bots took
    // longer than BOARD_AFTER_MS
    const isPersonsMove = (m: MessageView): boolean => m.embeds.some((e) => (e.title ?? '').startsWith('Round ') && people.some((p) => (e.title ?? '').includes(`: ${p.name} `)));
    const hasBoard = (m: MessageView): boolean => m.attachments.some((a) => a.filename === 'market.png');
    const posted = standIn.publicMessages(channel);
    const starts = posted.flatMap((m, i) => (isPersonsMove(m) ? [i] : []));
    expect(starts).toHaveLength(turns);
    for (const [n, start] of starts.entries()) {
      const stretch = posted.slice(start, starts[n + 1] ?? posted.length);
      const [move] = stretch;
      if (move?.content.includes('is thinking about its move') === true) expect(move.attachments).toEqual([]);
      // the last person's move is followed by the final results, which show no board
      expect(stretch.filter((m) => hasBoard(m) && m.embeds.length > 0), stretch.map((m) => m.content).join('\n')).toHaveLength(n + 1 < starts.length ? 1 : 0);
      for (const late of stretch.filter((m) => hasBoard(m) && m.embeds.length === 0)) {
        expect(snowflakeTime(late.id) - (playedFrom[n] ?? Infinity)).toBeGreaterThanOrEqual(BOARD_AFTER_MS);
      }
    }

    // every bot's turns were announced under its name with its strength
    const titles = standIn.publicMessages(channel).flatMap((m) => m.embeds.map((e) => e.title ?? ''));
    for (const bot of ['Bot 1 (easy)', 'Bot 2 (hard)']) expect(titles.filter((t) => t.startsWith('Round ') && t.includes(`: ${bot} `)).length).toBeGreaterThan(10);

    const store = await table.openDatabase();
    const { game, moves, state } = await replayed(store, channel.id);
    expect(game.status).toBe('finished');
    expect(game.seats.map((s) => [s.kind, s.strength])).toEqual([
      ['human', undefined],
      ['bot', 'easy'],
      ['bot', 'hard'],
      ['human', undefined],
    ]);
    const played = moves.filter((m) => m.kind !== 'chooseGoal');
    expect(played.filter((m) => 'seat' in m && (m.seat === 0 || m.seat === 3))).toHaveLength(turns);
    expect(played.filter((m) => 'seat' in m && (m.seat === 1 || m.seat === 2)).length).toBeGreaterThan(turns / 2);
    const scores = finalScores(state);
    if (scores === undefined) throw new Error('the replayed game is not finished');
    const info = tableInfo(game, state);
    expect(info.seats.map((s) => s.name)).toEqual(['alice', 'Bot 1 (easy)', 'Bot 2 (hard)', 'carol']);
    expect(post.content).toContain(finalResultsView(scores, info).headline);
    expect([...post.pinged].sort()).toEqual([alice.id, carol.id].sort());
  });
});
