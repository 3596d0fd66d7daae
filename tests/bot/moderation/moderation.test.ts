import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { choosePolicyMove, type Move } from '../../../src/engine/index.ts';
import { parseCustomId } from '../../../src/bot/custom-id.ts';
import { botStrengthAt, seatOf } from '../../../src/bot/flow/game.ts';
import { ALICE, BOB, CAROL, click, command, current, keepGoals, openFlowTable, playTurn, posts, runDueNow, startGame, textOf, type FlowTable, type Person } from './flow-table.ts';

/** undo, skip, kick, replace and abandon through the flow's entry point, with their misuse. */
describe('moderation and undo', { timeout: 60_000 }, () => {
  let table: FlowTable;
  beforeEach(async () => {
    table = await openFlowTable();
    await startGame(table, [ALICE, BOB]);
    await keepGoals(table, [ALICE, BOB]);
  });
  afterEach(async () => table.close());

  const people: readonly Person[] = [ALICE, BOB];
  const toMove = async (): Promise<Person> => {
    const { game, state } = await current(table);
    const found = people.find((p) => p.userId === game.seats[state.toMove]?.discordUserId);
    if (found === undefined) throw new Error('nobody at the table is to move');
    return found;
  };
  const other = (who: Person): Person => (who === ALICE ? BOB : ALICE);
  const log = async (): Promise<readonly unknown[]> => (await table.store.loadMoves((await current(table)).game.id)).map((m) => m.entry);

  describe('undo', () => {
    it('takes back your own last turn as a new log entry; the version grows and the board is as before', async () => {
      const mover = await toMove();
      const before = await current(table);
      await playTurn(table);
      const played = await current(table);
      const effects = await command(table, mover, 'undo');
      const after = await current(table);
      expect((await log()).at(-1)).toEqual({ kind: 'undo', seat: before.state.toMove });
      expect(after.state).toEqual(before.state);
      expect(after.game.version).toBe(played.game.version + 1);
      expect(textOf(effects)).toContain('took back their last turn');
      expect(textOf(effects)).toContain('everyone has seen');
      expect(posts(effects).some((p) => p.live?.gameId === after.game.id && p.message.ping?.includes(mover.userId) === true)).toBe(true);
      // as after every move: the turn now to play has its own reminder and deadline, for the new version
      const pending = await table.query(`SELECT kind, (payload->>'version')::int FROM "ScheduledJob" WHERE "completedAt" IS NULL AND kind IN ('reminder', 'deadline') ORDER BY kind::text`);
      expect(pending).toEqual([
        ['deadline', after.game.version],
        ['reminder', after.game.version],
      ]);
    });

    it('refuses another player, a second undo, and an undo after the next player acted; the log is unchanged', async () => {
      const mover = await toMove();
      await playTurn(table);
      const entries = await log();
      expect(textOf(await command(table, other(mover), 'undo'))).toContain('no turn of yours to take back');
      expect(await log()).toEqual(entries);
      await command(table, mover, 'undo');
      const undone = await log();
      expect(textOf(await command(table, mover, 'undo'))).toContain('no turn of yours to take back');
      expect(await log()).toEqual(undone);
      await playTurn(table);
      await playTurn(table);
      const acted = await log();
      expect(textOf(await command(table, mover, 'undo'))).toContain('no turn of yours to take back');
      expect(await log()).toEqual(acted);
    });
  });

  describe('skip', () => {
    it('refuses anyone but the host, and the host before the deadline, changing nothing', async () => {
      const entries = await log();
      expect(textOf(await command(table, BOB, 'skip'))).toContain('Only the host');
      expect(textOf(await command(table, ALICE, 'skip'))).toContain('still has time');
      expect(await log()).toEqual(entries);
    });

    it('has the built-in player play the turn once the deadline passed, as a logged move', async () => {
      const before = await current(table);
      await table.sql(`UPDATE "Move" SET "createdAt" = now() - interval '49 hours'`);
      const effects = await command(table, ALICE, 'skip');
      expect((await log()).at(-1) as Move).toEqual(choosePolicyMove(before.state));
      expect(textOf(effects)).toContain('skipped');
      expect((await current(table)).state.toMove).not.toBe(before.state.toMove);
    });
  });

  describe('kick', () => {
    it('refuses anyone but the host and kicking yourself', async () => {
      const { game } = await current(table);
      expect(textOf(await command(table, BOB, 'kick', { player: ALICE.userId }))).toContain('Only the host');
      expect(textOf(await command(table, ALICE, 'kick', { player: ALICE.userId }))).toContain('cannot kick yourself');
      expect(textOf(await command(table, ALICE, 'kick', { player: CAROL.userId }))).toContain('has no seat');
      expect((await current(table)).game.version).toBe(game.version);
    });

    it('turns the seat into a normal bot seat that plays its turns by itself, in a job of its own', async () => {
      const bobSeat = seatOf((await current(table)).game, BOB.userId);
      await command(table, ALICE, 'kick', { player: BOB.userId, playerName: 'Bob' });
      expect(botStrengthAt((await current(table)).game, bobSeat ?? -1)).toBe('normal');
      await runDueNow(table);
      for (let turn = 0; turn < 4; turn++) {
        const { game, state } = await current(table);
        expect(game.seats[bobSeat ?? -1]?.kind).toBe('bot');
        expect(state.toMove).not.toBe(bobSeat);
        const posted = posts(await playTurn(table));
        // the person's move is posted at once; the board says the bot is thinking, and has no turn button
        const after = await current(table);
        if (after.state.phase === 'playing' && after.state.toMove === bobSeat) {
          expect(posted.at(-1)?.message.content).toContain('is thinking about its move');
          expect(posted.at(-1)?.message.rows?.flatMap((r) => ('buttons' in r ? r.buttons.map((b) => b.label) : []))).not.toContain('Take your turn');
          const bots = posts(await runDueNow(table));
          expect(bots).toHaveLength(1);
          expect(bots[0]?.message.embeds).toHaveLength(1);
          expect(bots[0]?.live?.version).toBe((await current(table)).game.version);
        }
      }
      const entries = (await log()) as Move[];
      expect(entries.filter((m) => 'seat' in m && m.seat === bobSeat && m.kind !== 'chooseGoal').length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('replace', () => {
    it('hands a seat to someone else, who then plays it', async () => {
      await command(table, ALICE, 'replace', { user: CAROL.userId, userName: 'Carol', player: BOB.userId, playerName: 'Bob' });
      const { game } = await current(table);
      expect(seatOf(game, BOB.userId)).toBeUndefined();
      expect(seatOf(game, CAROL.userId)).toBe(1);
      expect(game.seats[1]?.displayName).toBe('Carol');
    });

    it('hands a bot seat back to a person', async () => {
      await command(table, ALICE, 'kick', { player: BOB.userId, playerName: 'Bob' });
      await command(table, ALICE, 'replace', { user: CAROL.userId, userName: 'Carol', seat: 2 });
      expect((await current(table)).game.seats[1]).toMatchObject({ kind: 'human', discordUserId: CAROL.userId });
    });

    it("refuses another player's seat to a non-host and a person already seated; nothing changes", async () => {
      const { game } = await current(table);
      expect(textOf(await command(table, BOB, 'replace', { user: CAROL.userId, userName: 'Carol', player: ALICE.userId }))).toContain('Only the host');
      expect(textOf(await command(table, ALICE, 'replace', { user: BOB.userId, userName: 'Bob', player: ALICE.userId }))).toContain('already has a seat');
      expect((await current(table)).game.version).toBe(game.version);
    });
  });

  describe('settings', () => {
    it('shows the settings to anyone and refuses changes from anyone but the host', async () => {
      const { game } = await current(table);
      expect(textOf(await command(table, BOB, 'settings'))).toContain('turn deadline 48 h');
      expect(textOf(await command(table, BOB, 'settings', { deadline: 1 }))).toContain('Only the host');
      expect(textOf(await command(table, ALICE, 'settings', { deadline: 0 }))).toContain('Nothing was changed');
      expect((await current(table)).game.options).toEqual(game.options);
    });

    it('starts from the choices made with /suburbia new', async () => {
      await command(table, ALICE, 'abandon');
      await startGame(table, [ALICE, BOB], { deadline: 6, autoskip: false });
      expect((await current(table)).game.options).toMatchObject({ deadlineHours: 6, autoSkip: false });
      expect(textOf(await command(table, BOB, 'settings'))).toContain('turn deadline 6 h · reminders every 24 h (at most 3) · a passed deadline waits for the host to skip');
    });

    it("changes the host's settings without retiring the turn's buttons, and moves the turn's deadline", async () => {
      const { game } = await current(table);
      const effects = await command(table, ALICE, 'settings', { deadline: 12, autoskip: false });
      expect(textOf(effects)).toContain('turn deadline 12 h');
      const after = await current(table);
      expect(after.game.version).toBe(game.version);
      expect(after.game.options).toMatchObject({ deadlineHours: 12, reminderHours: 24, autoSkip: false });
      const [row] = await table.query(`SELECT "dueAt" <= now() + interval '12 hours', "dueAt" > now() + interval '11 hours' FROM "ScheduledJob" WHERE kind = 'deadline' AND "completedAt" IS NULL`);
      expect(row).toEqual([true, true]);
    });
  });

  describe('abandon', () => {
    it('ends the game at once for the host', async () => {
      const { game } = await current(table);
      expect(textOf(await command(table, ALICE, 'abandon'))).toContain('abandoned');
      expect((await table.store.loadById(game.id))?.status).toBe('abandoned');
    });

    it('ends it for the players once a majority voted with the button, not before', async () => {
      const { game } = await current(table);
      expect(textOf(await command(table, CAROL, 'abandon'))).toContain('Only the host and the players');
      const proposed = await command(table, BOB, 'abandon');
      expect((await table.store.loadById(game.id))?.status).toBe('playing');
      const button = posts(proposed)[0]?.message.rows?.flatMap((r) => ('buttons' in r ? r.buttons : []))[0];
      const parsed = parseCustomId(button?.customId ?? '');
      if (!parsed.ok) throw new Error('the vote has no button');
      expect(textOf(await click(table, BOB, parsed.id))).toContain('You have already voted');
      expect((await table.store.loadById(game.id))?.status).toBe('playing');
      expect(textOf(await click(table, ALICE, parsed.id))).toContain('is abandoned');
      expect((await table.store.loadById(game.id))?.status).toBe('abandoned');
    });
  });
});
