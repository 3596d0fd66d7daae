import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../../src/bot/custom-id.ts';
import { handleEvent } from '../../../src/bot/flow/handle.ts';
import { startGame } from '../../../src/bot/flow/lobby.ts';
import { type Move } from '../../../src/engine/index.ts';
import type { Actor, Effect, FlowDeps, MessageSpec, Place } from '../../../src/bot/flow/types.ts';
import { createLog } from '../../../src/bot/log.ts';
import { permissionsInteger } from '../../../src/bot/permissions.ts';
import { runDueJobs } from '../../../src/bot/scheduler/loop.ts';
import { openStore } from '../../../src/store/open-store.ts';
import { BUT_BOARD_JOBS } from '../moderation/flow-table.ts';
import type { Store } from '../../../src/store/store.ts';
import { migratedDataDir } from '../../support/pglite-template.ts';

/** The flow without Discord: events in, effects out, on a real embedded database (what the benchmark calls). */
let store: Store;
let dataDir: string;
beforeAll(async () => {
  dataDir = migratedDataDir('suburbia-flow-');
  const opened = await openStore({ kind: 'pglite', dataDir });
  if (!opened.ok) throw new Error(opened.error);
  store = opened.store;
});
afterAll(async () => {
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const actor: Actor = { userId: '100000000000000001', displayName: 'Ada' };
const place: Place = { guildId: '100000000000000002', channelId: '100000000000000003' };
const deps = (): FlowDeps => ({ store, newSeed: () => 20_261_130 });

/** Runs the due jobs (a bot seat's move is one, due at once; board jobs apart) until none is left, as the scheduler does. */
const runBots = async (): Promise<readonly Effect[]> => {
  const effects: Effect[] = [];
  while ((await runDueJobs(deps(), 'test-process', async (e) => void effects.push(...e), createLog('error'), BUT_BOARD_JOBS)) > 0);
  return effects;
};

const messages = (effects: readonly Effect[]): readonly MessageSpec[] => effects.flatMap((e) => ('message' in e ? [e.message] : []));
const componentIds = (message: MessageSpec): readonly string[] => (message.rows ?? []).flatMap((r) => ('select' in r ? [r.select.customId] : r.buttons.map((b) => b.customId)));

const click = async (customId: string, values: readonly string[] = []): Promise<readonly Effect[]> => {
  const parsed = parseCustomId(customId);
  if (!parsed.ok) throw new Error(`bad custom_id ${customId}`);
  return handleEvent(deps(), { kind: 'component', id: parsed.id, values, actor, place, messageId: '100000000000000009' });
};

describe('the Discord-free flow', () => {
  it('plays a Lone Architect game from /suburbia new to the final results, one event at a time', { timeout: 120_000 }, async () => {
    const created = await handleEvent(deps(), { kind: 'command', sub: 'new', options: { players: 1 }, actor, place, appPermissions: permissionsInteger() });
    let live = created.find((e) => e.kind === 'post' && e.live !== undefined);
    let turns = 0;
    while (live !== undefined && live.kind === 'post') {
      const take = componentIds(live.message).find((id) => id.includes(':turn:'));
      if (take === undefined) throw new Error('no turn button');
      let step = messages(await click(take))[0];
      for (let guard = 0; step !== undefined && guard < 6; guard++) {
        const select = (step.rows ?? []).flatMap((r) => ('select' in r ? [r.select] : []))[0];
        const confirm = (step.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons : [])).find((b) => b.label === 'Confirm');
        if (select !== undefined) step = messages(await click(select.customId, [select.options[0]?.value ?? '']))[0];
        else if (confirm !== undefined) {
          const done = await click(confirm.customId);
          turns += 1;
          const posts = done.filter((e) => e.kind === 'post');
          live = posts.find((e) => e.kind === 'post' && e.live !== undefined);
          if (live === undefined) {
            const final = posts.at(-1);
            expect(final?.kind === 'post' && final.message.files?.[0]?.name).toBe('final-results.png');
          }
          break;
        }
      }
    }
    const game = await store.loadById(1);
    expect(game?.status).toBe('finished');
    expect(await store.loadMoves(1)).toHaveLength(turns);
  });

  it('refuses a second game in a channel that has one, naming it', async () => {
    const other: Place = { ...place, channelId: '100000000000000004' };
    const first = await handleEvent(deps(), { kind: 'command', sub: 'new', options: { players: 2 }, actor, place: other, appPermissions: permissionsInteger() });
    expect(first.some((e) => e.kind === 'post')).toBe(true);
    const second = await handleEvent(deps(), { kind: 'command', sub: 'new', options: { players: 3 }, actor, place: other, appPermissions: permissionsInteger() });
    expect(messages(second).map((m) => m.content).join()).toContain('already has an unfinished game');
  });

  it('lets a bot seat keep its goal and play its turns by itself in its jobs, each with a public summary', { timeout: 60_000 }, async () => {
    const botPlace: Place = { ...place, channelId: '100000000000000006' };
    const created = await store.createGame({
      guildId: place.guildId ?? '',
      channelId: botPlace.channelId,
      hostUserId: actor.userId,
      options: { players: 2, deadlineHours: 48, reminderHours: 24 },
      seed: 5,
      rulesVersion: 'base-1',
      seats: [
        { kind: 'human', discordUserId: actor.userId, displayName: 'Ada' },
        { kind: 'bot', displayName: 'Robo', strength: 'normal' },
      ],
    });
    if (!created.ok) throw new Error(created.reason);
    const gameId = created.game.id;
    const started = await startGame(deps(), created.game);
    if (!started.ok) throw new Error(started.why);
    // the bot keeps its goal in a job of its own, after the start was answered
    expect(await store.loadMoves(gameId)).toEqual([]);
    expect(await runBots()).toEqual([]);
    expect((await store.loadMoves(gameId)).map((m) => m.entry as unknown as Move).map((m) => [m.kind, m.seat])).toEqual([['chooseGoal', 1]]);
    const dm = started.effects.find((e) => e.kind === 'dm');
    const keep = dm?.kind === 'dm' ? componentIds(dm.message)[0] : undefined;
    if (keep === undefined) throw new Error('no goal offer by DM');
    const inDm = parseCustomId(keep);
    if (!inDm.ok) throw new Error('bad goal id');
    let effects = [...(await handleEvent(deps(), { kind: 'component', id: inDm.id, values: [], actor, place: { guildId: undefined, channelId: '100000000000000008' }, messageId: '100000000000000010' })), ...(await runBots())];
    let botEffects: readonly Effect[] = [];
    for (let humanTurns = 0; humanTurns < 2; ) {
      const live = effects.findLast((e) => e.kind === 'post' && e.live !== undefined);
      if (live === undefined || live.kind !== 'post') throw new Error('no live turn message');
      expect(live.message.ping).toEqual([actor.userId]);
      const take = componentIds(live.message).find((id) => id.includes(':turn:')) ?? '';
      const gameAt = await store.loadById(gameId);
      const takeParsed = parseCustomId(take);
      if (!takeParsed.ok || gameAt === undefined) throw new Error('no turn');
      let step = messages(await handleEvent(deps(), { kind: 'component', id: takeParsed.id, values: [], actor, place: botPlace, messageId: '1' }))[0];
      while (step !== undefined) {
        const select = (step.rows ?? []).flatMap((r) => ('select' in r ? [r.select] : []))[0];
        const confirm = (step.rows ?? []).flatMap((r) => ('buttons' in r ? r.buttons : [])).find((b) => b.label === 'Confirm');
        const target = select?.customId ?? confirm?.customId ?? '';
        const id = parseCustomId(target);
        if (!id.ok) throw new Error(`no choice in ${step.content}`);
        const out = await handleEvent(deps(), { kind: 'component', id: id.id, values: select === undefined ? [] : [select.options[0]?.value ?? ''], actor, place: botPlace, messageId: '1' });
        if (confirm !== undefined && select === undefined) {
          // the person's move is posted at once; the bot's turn comes in its job's post
          expect(messages(out.filter((e) => e.kind === 'post')).at(-1)?.content).toContain('**Robo (normal)** is thinking about its move');
          botEffects = await runBots();
          effects = [...out, ...botEffects];
          humanTurns += 1;
          break;
        }
        step = messages(out)[0];
      }
    }
    const moves = (await store.loadMoves(gameId)).map((m) => m.entry as unknown as Move).filter((m) => m.kind !== 'chooseGoal');
    const botTurns = moves.filter((m) => 'seat' in m && m.seat === 1);
    expect(botTurns.length).toBeGreaterThanOrEqual(1);
    expect(moves.length).toBe(2 + botTurns.length);
    const summaries = botEffects.flatMap((e) => (e.kind === 'post' ? (e.message.embeds ?? []) : [])).map((e) => e.title ?? '');
    expect(summaries).toEqual([expect.stringContaining('Robo')]);
  });
});
