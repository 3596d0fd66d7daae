import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleEvent } from '../../../src/bot/flow/handle.ts';
import { announce } from '../../../src/bot/flow/play.ts';
import type { Actor, Effect, FlowDeps, Place } from '../../../src/bot/flow/types.ts';
import { permissionsInteger } from '../../../src/bot/permissions.ts';
import { applyMove, choosePolicyMove, finalScores, newGame, type GameState, type SetId } from '../../../src/engine/index.ts';
import { parseRecord, verifyRecord } from '../../../src/record/index.ts';
import { openStore } from '../../../src/store/open-store.ts';
import type { Store } from '../../../src/store/store.ts';
import { migratedDataDir } from '../../support/pglite-template.ts';
import type { GameRecord, Json } from '../../../src/store/types.ts';
import { decodePng } from '../../standin/png.ts';

/** The final results post's population chart, /suburbia history and /suburbia export, on a real embedded database. */
let store: Store;
let dataDir: string;
beforeAll(async () => {
  dataDir = migratedDataDir('suburbia-ended-');
  const opened = await openStore({ kind: 'pglite', dataDir });
  if (!opened.ok) throw new Error(opened.error);
  store = opened.store;
});
afterAll(async () => {
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ada: Actor = { userId: '100000000000000001', displayName: 'Ada' };
const GUILD = '100000000000000002';
const deps = (): FlowDeps => ({ store, newSeed: () => 20_261_201 });
const SEATS = [
  { kind: 'human', discordUserId: ada.userId, displayName: 'Ada' },
  { kind: 'human', discordUserId: '100000000000000005', displayName: 'Bo' },
] as const;

let channels = 10;
const channel = (): string => `1000000000000001${channels++}`;

/** A two-player game of Ada and Bo in `channelId`, started and played by the built-in policy for `entries` log entries (all of them when absent). */
const played = async (channelId: string, sets: readonly SetId[] = [], entries = Infinity): Promise<{ readonly game: GameRecord; readonly state: GameState }> => {
  const rulesVersion = newGame({ players: 2, ...(sets.length === 0 ? {} : { sets }) }, 5).rulesVersion;
  const options = { players: 2, deadlineHours: 48, reminderHours: 12, ...(sets.length === 0 ? {} : { sets: [...sets] }) };
  const created = await store.createGame({ guildId: GUILD, channelId, hostUserId: ada.userId, options, seed: 5, rulesVersion, seats: SEATS });
  if (!created.ok) throw new Error(created.reason);
  let state = newGame({ players: 2, ...(sets.length === 0 ? {} : { sets }) }, 5);
  const started = await store.startGame({ gameId: created.game.id, expectedVersion: created.game.version, state: state as unknown as Json });
  if (!started.ok) throw new Error(started.reason);
  let version = started.game.version;
  for (let i = 0; i < entries && state.phase !== 'finished'; i++) {
    const move = choosePolicyMove(state);
    const applied = applyMove(state, move);
    if (!applied.ok) throw new Error(applied.rejection.code);
    state = applied.state;
    const moved = await store.appendMove({ gameId: created.game.id, expectedVersion: version, seat: 'seat' in move ? move.seat : undefined, entry: move as unknown as Json, state: state as unknown as Json, finishes: state.phase === 'finished' });
    if (!moved.ok) throw new Error(moved.reason);
    version = moved.version;
  }
  const game = await store.loadById(created.game.id);
  if (game === undefined) throw new Error('the game is gone');
  return { game, state };
};

const command = (sub: string, place: Place): Promise<readonly Effect[]> =>
  handleEvent(deps(), { kind: 'command', sub, options: {}, actor: ada, place, appPermissions: permissionsInteger() });

const answerOf = (effects: readonly Effect[]) => {
  const [answer] = effects;
  if (answer?.kind !== 'answer') throw new Error(`no answer: ${JSON.stringify(effects)}`);
  return answer.message;
};

describe('games that ended', { timeout: 240_000 }, () => {
  const finishedIn = channel();
  let finished: { readonly game: GameRecord; readonly state: GameState };
  beforeAll(async () => {
    finished = await played(finishedIn);
  }, 240_000);

  it('the final results post carries the population chart as a second picture, and its message id is kept once posted', async () => {
    const effects = await announce(store, finished, []);
    const post = effects.at(-1);
    if (post?.kind !== 'post') throw new Error('no final post');
    expect(post.resultsOf).toBe(finished.game.id);
    expect(post.message.files?.map((f) => f.name)).toEqual(['final-results.png', 'population.png']);
    const chart = decodePng(post.message.files?.[1]?.png ?? Buffer.alloc(0));
    expect(chart.width).toBeGreaterThan(400);
    expect(chart.height).toBeGreaterThan(200);

    await store.recordResultsMessage(finished.game.id, '100000000000000777');
    expect((await store.loadById(finished.game.id))?.resultsMessageId).toBe('100000000000000777');
  });

  it('a game in play keeps no final results message', async () => {
    const { game } = await played(channel(), [], 6);
    await store.recordResultsMessage(game.id, '100000000000000778');
    expect((await store.loadById(game.id))?.resultsMessageId).toBeUndefined();
  });

  it("/suburbia history lists the server's finished games, newest first: winner, sets, date and the link to the final results", async () => {
    const withSets = await played(channel(), ['nightlife']);
    const abandoned = await played(channel(), [], 8);
    await store.abandonGame(abandoned.game.id, 'host');
    const content = answerOf(await command('history', { guildId: GUILD, channelId: channel() })).content;
    const lines = content.split('\n');
    expect(lines[0]).toMatch(/^The last \d+ finished games on this server:$/);
    const newest = lines[1] ?? '';
    const scores = finalScores(withSets.state);
    const winner = scores?.winners.length === 1 ? SEATS[scores.winners[0] ?? 0]?.displayName : undefined;
    expect(newest).toContain(`**Suburbia #${withSets.game.id}**`);
    expect(newest).toContain(winner === undefined ? 'tied' : `${winner} won`);
    expect(newest).toContain('Nightlife');
    expect(newest).toMatch(/ on <t:\d+:d>: /);
    // its final results were never posted: the link is the game's channel
    expect(newest).toContain(`https://discord.com/channels/${GUILD}/${withSets.game.channelId}`);
    expect(content).toContain(`base game. https://discord.com/channels/${GUILD}/${finishedIn}/100000000000000777`);
    expect(content).not.toContain(`#${abandoned.game.id}**`);
    expect(answerOf(await command('history', { guildId: '100000000000000099', channelId: channel() })).content).toBe('No game has been finished on this server yet.');
  });

  it("/suburbia export: the record of the channel's last ended game, a JSON file that replays to the game's end", async () => {
    const message = answerOf(await command('export', { guildId: GUILD, channelId: finishedIn }));
    expect(message.content).toContain(`The record of **Suburbia #${finished.game.id}** (finished)`);
    const [document] = message.documents ?? [];
    expect(document?.name).toBe(`suburbia-${finished.game.id}.json`);
    const parsed = parseRecord(document?.text ?? '');
    if (!parsed.ok) throw new Error(parsed.problem);
    expect(parsed.record.seats).toEqual([
      { name: 'Ada', bot: false },
      { name: 'Bo', bot: false },
    ]);
    const verified = verifyRecord(parsed.record);
    if (!verified.ok) throw new Error(verified.problem);
    expect(finalScores(verified.state)).toEqual(finalScores(finished.state));

    // an abandoned game's record ends where it stopped
    const abandonedIn = channel();
    const abandoned = await played(abandonedIn, [], 9);
    await store.abandonGame(abandoned.game.id, 'host');
    const text = answerOf(await command('export', { guildId: GUILD, channelId: abandonedIn })).documents?.[0]?.text ?? '';
    const record = parseRecord(text);
    if (!record.ok) throw new Error(record.problem);
    expect(record.record.log).toHaveLength(9);
    expect(record.record.finalResult).toBeNull();
    expect(verifyRecord(record.record).ok).toBe(true);
  });

  it('/suburbia export refuses a game still going, saying why, and a channel where no game ended', async () => {
    const goingIn = channel();
    const going = await played(goingIn, [], 4);
    const refused = answerOf(await command('export', { guildId: GUILD, channelId: goingIn }));
    expect(refused.content).toBe(
      `**Suburbia #${going.game.id}** has not ended yet: its record holds the seed and every move, which would show the stacks to come and every secret goal. Export it once it is finished or abandoned.`,
    );
    expect(refused.documents).toBeUndefined();
    expect(answerOf(await command('export', { guildId: GUILD, channelId: channel() })).content).toBe('No game has ended in this channel, so there is nothing to export.');
  });
});
