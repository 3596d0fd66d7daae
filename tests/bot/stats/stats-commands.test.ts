import { rate, rating, ordinal, type Rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { handleEvent } from '../../../src/bot/flow/handle.ts';
import { announce } from '../../../src/bot/flow/play.ts';
import type { Actor, Effect, EmbedSpec, OptionValue } from '../../../src/bot/flow/types.ts';
import { permissionsInteger } from '../../../src/bot/permissions.ts';
import { deltaText, ratingText } from '../../../src/bot/stats/record-words.ts';
import { finalScores, type GameState } from '../../../src/engine/index.ts';
import type { Store } from '../../../src/store/store.ts';
import { runBackends } from '../../store/backends.ts';
import { open, snowflake } from '../../store/fixtures.ts';
import { opened, scripted, type Scripted } from './scripted-games.ts';

const human = (discordUserId: string, displayName: string) => ({ kind: 'human', discordUserId, displayName }) as const;
const ADA = human('100000000000000011', 'Ada');
const BO = human('100000000000000012', 'Bo');
const CY = human('100000000000000013', 'Cy');
const DI = human('100000000000000014', 'Di');
const bot = (displayName: string) => ({ kind: 'bot', displayName, strength: 'normal' }) as const;

const scoresOf = (state: GameState) => {
  const scores = finalScores(state);
  if (scores === undefined) throw new Error('the game did not finish');
  return scores;
};

const answerOf = (effects: readonly Effect[]) => {
  const [answer] = effects;
  if (answer?.kind !== 'answer') throw new Error(`no answer: ${JSON.stringify(effects)}`);
  return answer.message;
};

const embedOf = (effects: readonly Effect[]): EmbedSpec => {
  const [embed] = answerOf(effects).embeds ?? [];
  if (embed === undefined) throw new Error(`no embed: ${JSON.stringify(effects)}`);
  return embed;
};

const fieldsOf = (embed: EmbedSpec): Readonly<Record<string, string>> => Object.fromEntries((embed.fields ?? []).map((f) => [f.name, f.value]));

/** The final results post's text, as the game's last move would post it. */
const finalText = async (store: Store, played: Scripted): Promise<string> => {
  const post = (await announce(store, played, [])).at(-1);
  if (post?.kind !== 'post') throw new Error('no final post');
  return post.message.content;
};

/**
 * Ratings as the rules say, worked here game by game: each game as the finishing orders its places allow, each
 * order its people with their hand-worked places; people level get the mean of the updates over those orders.
 */
const rated = (games: readonly (readonly (readonly (readonly [string, number])[])[])[]): ReadonlyMap<string, { readonly rating: Rating; readonly games: number; readonly before: number[] }> => {
  const out = new Map<string, { rating: Rating; games: number; before: number[] }>();
  for (const orders of games) {
    const people = (orders[0] ?? []).map(([userId]) => userId);
    const before = people.map((userId) => out.get(userId)?.rating ?? rating());
    const updates = orders.map((places) => rate(before.map((r) => [r]), { rank: places.map(([, place]) => place) }));
    people.forEach((userId, i) => {
      const was = out.get(userId);
      const mine = updates.map((after) => after[i]?.[0] ?? rating());
      const after = { mu: mine.reduce((sum, r) => sum + r.mu, 0) / mine.length, sigma: mine.reduce((sum, r) => sum + r.sigma, 0) / mine.length };
      out.set(userId, { rating: after, games: (was?.games ?? 0) + 1, before: [...(was?.before ?? []), ordinal(before[i] ?? rating())] });
    });
  }
  return out;
};

describe.each(runBackends())('/suburbia stats and /suburbia leaderboard over scripted games, on $name', { timeout: 600_000 }, (backend) => {
  it('count every game a person sat in, rate the finished ones with two or more people in finishing order, and read the same after a restart', async () => {
    const location = await backend.freshLocation();
    let store = await open(location);
    try {
      const guildId = snowflake();
      const command = (sub: string, actor: Actor, options: Readonly<Record<string, OptionValue>> = {}) =>
        handleEvent({ store, newSeed: () => 1 }, { kind: 'command', sub, options, actor, place: { guildId, channelId: snowflake() }, appPermissions: permissionsInteger() });
      const ada: Actor = { userId: ADA.discordUserId, displayName: 'Ada' };

      expect(answerOf(await command('stats', ada)).content).toBe('You have not played a game on this server yet. Start one with `/suburbia new`, and your record begins!');
      expect(answerOf(await command('leaderboard', ada)).content).toBe(
        'No rated game has been finished on this server yet: a game is rated when it finishes with two or more people at the table.',
      );

      // Ada and Bo's game is opened first but finishes last; Ada takes back her first turn and plays it again
      const adaBo = await opened(store, { guildId, seats: [ADA, BO], seed: 5, undoFirstTurnOf: 0 });
      // Bo is kicked (a bot plays his seat from entry 12) and Cy hands her seat to Di at entry 20; Nightlife is in play
      const kickAndHand = await scripted(store, {
        guildId,
        seats: [ADA, BO, CY],
        seed: 7,
        sets: ['nightlife'],
        handovers: [
          { atEntry: 12, seat: 1, to: bot('Bo (normal bot)') },
          { atEntry: 20, seat: 2, to: DI },
        ],
      });
      const withBot = await scripted(store, { guildId, seats: [ADA, bot('Bot 2')], seed: 9 });
      const left = await scripted(store, { guildId, seats: [ADA, BO], seed: 11, abandonAfter: 8 });
      const architect = await scripted(store, { guildId, seats: [ADA], seed: 13, solo: 'architect' });
      const dale = await scripted(store, { guildId, seats: [ADA], seed: 15, solo: 'dale' });
      const daleWins = await scripted(store, { guildId, seats: [ADA], seed: 21, solo: 'dale' });
      const architectLeft = await scripted(store, { guildId, seats: [ADA], seed: 13, solo: 'architect', abandonAfter: 4 });
      const last = await adaBo.play();
      const never = await store.createGame({ guildId, channelId: snowflake(), hostUserId: ADA.discordUserId, options: { players: 2 }, seed: 1, rulesVersion: 'base-1', seats: [ADA] });
      if (!never.ok) throw new Error(never.reason);
      await store.abandonGame(never.game.id, 'host');
      expect(left.game.status).toBe('abandoned');

      // the final scores the games came to (fixed by their seeds), read for the hand-worked numbers below
      const [a1, b1] = scoresOf(last.state).seats.map((s) => s.population);
      expect([a1, b1, scoresOf(last.state).winners]).toEqual([122, 118, [0]]);
      const three = scoresOf(kickAndHand.state);
      // seat 1 (Bo, then the bot) wins; Di (seat 2) is the best person still seated, then Ada (seat 0)
      expect([three.seats.map((s) => s.population), three.standings, three.winners]).toEqual([[50, 102, 100], [1, 2, 0], [1]]);
      expect([scoresOf(withBot.state).seats.map((s) => s.population), scoresOf(withBot.state).winners]).toEqual([[150, 91], [0]]);
      expect(scoresOf(architect.state).solo).toEqual({ title: 'CEO of Suburbia, Inc.' });
      expect(scoresOf(dale.state).solo).toEqual({ title: 'CEO of Suburbia, Inc.', beatDale: true });
      expect(scoresOf(daleWins.state).solo).toEqual({ title: 'Architectural Designer', beatDale: false });

      // Ada: four multiplayer games (the abandoned one too), three finished, won with Bo and with the bot
      const adaTurns = [last, kickAndHand, withBot, left, architect, dale, daleWins, architectLeft].reduce((n, g) => n + (g.standingTurns.get(ADA.discordUserId) ?? 0), 0);
      const record = embedOf(await command('stats', ada));
      expect(record.title).toBe("Ada's record on this server");
      expect(record.color).toBe(0x5865f2);
      const fields = fieldsOf(record);
      expect(fields).toMatchObject({
        Games: '4 played · 3 finished',
        Wins: '2 (67% of finished)',
        'Final population': 'mean 107.3 · best 150',
        'Solo: Lone Architect': '2 played · 1 finished\nCEO of Suburbia, Inc.',
        'Solo: Dale the Bot': '2 played · 1 won · 1 lost',
        'Sets played': 'Nightlife',
      });
      expect(fields['Time to move']).toMatch(new RegExp(` on average \\(${adaTurns} turns\\)$`));
      // her first turn, taken back, is not counted: 20 turns stand in the game with Bo
      expect(last.standingTurns.get(ADA.discordUserId)).toBe(20);

      // Bo: kicked from one game, left another: one finished game, lost
      const bo = fieldsOf(embedOf(await command('stats', ada, { user: BO.discordUserId, userName: 'Bo', userAccount: 'member' })));
      expect(bo).toMatchObject({ Games: '3 played · 1 finished', Wins: '0 (0% of finished)', 'Final population': 'mean 118 · best 118', 'Sets played': 'Nightlife' });
      expect(bo['Solo: Lone Architect']).toBeUndefined();
      // Cy handed her seat over: played, not finished, no time to move of hers taken back
      expect(fieldsOf(embedOf(await command('stats', ada, { user: CY.discordUserId, userName: 'Cy', userAccount: 'member' })))).toMatchObject({
        Games: '1 played · 0 finished',
        Wins: 'none finished yet',
        'Final population': '—',
      });
      // Di finished Cy's seat ahead of every person, but the bot in Bo's seat won: a win is a seat among the winners
      expect(fieldsOf(embedOf(await command('stats', ada, { user: DI.discordUserId, userName: 'Di', userAccount: 'member' })))).toMatchObject({ Games: '1 played · 1 finished', Wins: '0 (0% of finished)', 'Final population': 'mean 100 · best 100' });
      expect(answerOf(await command('stats', ada, { user: '100000000000000099', userName: 'Eve', userAccount: 'member' })).content).toBe('**Eve** has not played a game on this server yet.');
      expect(answerOf(await command('stats', ada, { user: 'nobody', userAccount: 'member' })).content).toContain('That is not a person I know.');
      expect(answerOf(await command('stats', ada, { user: '100000000000000097', userAccount: 'outsider' })).content).toBe('That person has not played a game on this server yet.');
      expect(answerOf(await command('stats', ada, { user: '100000000000000098', userAccount: 'bot' })).content).toBe('Bots keep no record here: only people do.');

      // the ratings by hand: the three-seat game finished first (Di 1, Ada 2, Bo and Cy, who left, share 3: the mean
      // of Bo 3 Cy 4 and Bo 4 Cy 3), then Ada beat Bo
      const expected = rated([
        [
          [
            [ADA.discordUserId, 2],
            [BO.discordUserId, 3],
            [CY.discordUserId, 4],
            [DI.discordUserId, 1],
          ],
          [
            [ADA.discordUserId, 2],
            [BO.discordUserId, 4],
            [CY.discordUserId, 3],
            [DI.discordUserId, 1],
          ],
        ],
        [
          [
            [ADA.discordUserId, 1],
            [BO.discordUserId, 2],
          ],
        ],
      ]);
      const names = new Map([ADA, BO, CY, DI].map((p) => [p.discordUserId, p.displayName]));
      const order = [...expected].sort((x, y) => ordinal(y[1].rating) - ordinal(x[1].rating));
      const board = embedOf(await command('leaderboard', ada));
      expect(board.description.split('\n')).toEqual(
        order.map(
          ([userId, r], i) =>
            `**${i + 1}.** ${names.get(userId) ?? ''}${userId === ADA.discordUserId ? ' (you)' : ''}: **${ratingText(ordinal(r.rating))}** (μ ${ratingText(r.rating.mu)} ± ${ratingText(3 * r.rating.sigma)}) · ${r.games} game${r.games === 1 ? '' : 's'}`,
        ),
      );
      expect(board.footer).toContain('over 2 rated games');

      // each rated game's final results show the changes it made, in finishing order: Ada and Bo come to it rated
      const adaRated = expected.get(ADA.discordUserId);
      const boRated = expected.get(BO.discordUserId);
      if (adaRated === undefined || boRated === undefined) throw new Error('Ada and Bo are rated');
      const [adaBefore, boBefore] = [adaRated.before[1] ?? 0, boRated.before[1] ?? 0];
      const change = (name: string, before: number, after: number) => `${name} ${ratingText(before)} → ${ratingText(after)} (${deltaText(after - before)})`;
      expect(await finalText(store, last)).toContain(`\nRatings: ${change('Ada', adaBefore, ordinal(adaRated.rating))}, ${change('Bo', boBefore, ordinal(boRated.rating))}. <@`);
      // (the three-seat game moved both: the game with Bo, opened first, was rated after it)
      expect([ratingText(adaBefore), ratingText(boBefore)].includes('0.0')).toBe(false);
      const threeText = await finalText(store, kickAndHand);
      expect(threeText).toContain('\nRatings: Di 0.0 → ');
      expect(threeText).toContain('Ada 0.0 → ');
      for (const unrated of [withBot, architect, dale, daleWins]) expect(await finalText(store, unrated)).not.toContain('Ratings:');

      // a restart: a new store over the same database gives the same board and records
      const before = await command('leaderboard', ada);
      const stats = await command('stats', ada);
      await store.close();
      store = await open(location);
      expect(await command('leaderboard', ada)).toEqual(before);
      expect(await command('stats', ada)).toEqual(stats);
    } finally {
      await store.close();
      await backend.cleanup();
    }
  });
});
