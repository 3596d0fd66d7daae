import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalScores, INC_BORDERS } from '../../../src/engine/index.ts';
import { finalResultsView } from '../../../src/render/index.ts';
import { tableInfo } from '../../../src/bot/flow/game.ts';
import type { ScriptedUser } from '../../standin/scripted-user.ts';
import type { MessageView } from '../../standin/views.ts';
import { startInspectedTable, type InspectedTable } from './inspected-table.ts';
import { isFinalMessage, keepFirstGoal, nextPost, openGame, replayed, START_UP_MS, STEP_MS } from './table.ts';

/**
 * Seed 3 with Suburbia Inc and 2 players deals a Redevelopment Planner into the market's last slot (no surcharge),
 * so the first player buys it on turn 1 for $7 and can replace it on a later turn (found offline by dealing the
 * first seeded games and looking for a planner in a cheap slot).
 */
const SEED = 3;

let table: InspectedTable;
beforeAll(async () => {
  table = await startInspectedTable(() => SEED);
}, START_UP_MS);
afterAll(async () => table?.close());

type Done = { border: boolean; lakeBorder: boolean; redevelop: boolean; planner: boolean };

const optionOf = (step: MessageView, placeholder: string, label: string) => {
  const select = step.selects.find((s) => s.placeholder === placeholder);
  const option = select?.options.find((o) => o.label.startsWith(label));
  return select === undefined || option === undefined ? undefined : { select, option };
};

const enabledButtons = (step: MessageView) => step.buttons.filter((b) => b.disabled !== true && b.label !== 'Start over');

/** Takes the first option of each step from `from` on (the first enabled button where a step has only buttons) and confirms. */
const finish = async (user: ScriptedUser, from: MessageView): Promise<MessageView> => {
  let step = from;
  for (let i = 0; i < 10; i++) {
    if (step.buttons.some((b) => b.label === 'Confirm')) return user.click(step, 'Confirm').reply(STEP_MS);
    const [select] = step.selects;
    const [first] = select?.options ?? [];
    if (select !== undefined && first !== undefined) {
      step = await user.select(step, [first.value], select.custom_id).reply(STEP_MS);
      continue;
    }
    const [button] = enabledButtons(step);
    if (button?.custom_id === undefined) throw new Error(`a turn step without a choice: ${step.allText}`);
    step = await user.click(step, { customId: button.custom_id }).reply(STEP_MS);
  }
  throw new Error(`the turn did not reach a confirmation: ${step.allText}`);
};

/**
 * One turn: replace a Redevelopment Planner, take a border, take a Lake Border, buy a planner, each the first
 * time it is offered (in that order), otherwise the first options.
 */
const playTurn = async (user: ScriptedUser, post: MessageView, done: Done): Promise<{ readonly end: MessageView; readonly steps: readonly MessageView[] }> => {
  const first = await user.click(post, 'Take your turn').reply(STEP_MS);
  const steps: MessageView[] = [first];
  const choose = async (placeholder: string, label: string): Promise<MessageView | undefined> => {
    const found = optionOf(first, placeholder, label);
    if (found === undefined) return undefined;
    const next = await user.select(first, [found.option.value], found.select.custom_id).reply(STEP_MS);
    steps.push(next);
    return next;
  };
  const plan: readonly [keyof Done, string, string][] = [
    ['redevelop', 'Other actions', 'Replace your Redevelopment Planner'],
    ['border', 'Other actions', 'Take a border'],
    ['lakeBorder', 'Other actions', 'Take a border as a lake'],
    ['planner', 'Buy or take as a lake', 'Buy Redevelopment Planner'],
  ];
  for (const [what, placeholder, label] of plan) {
    if (done[what]) continue;
    // "Take a border" is also the start of "Take a border as a lake": match the plain one exactly
    const found = what === 'border' ? optionOf(first, placeholder, label)?.option.label === label : optionOf(first, placeholder, label) !== undefined;
    if (!found) continue;
    const next = await choose(placeholder, label);
    if (next === undefined) continue;
    done[what] = true;
    return { end: await finish(user, next), steps };
  }
  return { end: await finish(user, first), steps };
};

describe('a 2-player Suburbia Inc game, played through the components to the end', () => {
  it('takes a border, a Lake Border and replaces a Redevelopment Planner', { timeout: 600_000 }, async () => {
    const { standIn } = table;
    const alice = standIn.addUser('alice');
    const bob = standIn.addUser('bob');
    const players = [alice, bob];
    const channel = standIn.general;
    const start = await openGame(standIn, channel, alice, [bob], { players: 2, sets: 'inc' });
    expect(start.content).toContain('Sets: Suburbia Inc.');
    const seen = new Set(standIn.publicMessages(channel).map((m) => m.id));
    for (const player of players) await keepFirstGoal(player, start);
    let post = await nextPost(standIn, channel, seen);

    const done: Done = { border: false, lakeBorder: false, redevelop: false, planner: false };
    const firstSteps: MessageView[] = [];
    let turns = 0;
    while (!isFinalMessage(post)) {
      seen.add(post.id);
      const mover = players.find((p) => post.pinged.includes(p.id));
      if (mover === undefined) throw new Error(`the turn message pings nobody at the table: ${post.content}`);
      const { end, steps } = await playTurn(mover, post, done);
      expect(end.content, end.allText).toMatch(/^Done:/);
      firstSteps.push(...steps);
      turns += 1;
      post = await nextPost(standIn, channel, seen);
    }
    expect(done).toEqual({ border: true, lakeBorder: true, redevelop: true, planner: true });
    expect(standIn.violations).toEqual([]);
    expect(table.errors()).toEqual([]);

    // no select of any step offers more than Discord's 25 options
    for (const step of firstSteps) for (const select of step.selects) expect(select.options.length).toBeLessThanOrEqual(25);
    const summaries = standIn.publicMessages(channel).flatMap((m) => m.embeds.map((e) => e.title ?? ''));
    expect(summaries.some((t) => / took the .+ border for \$\d+/.test(t))).toBe(true);
    expect(summaries.some((t) => t.includes(' took a border face down as a Lake Border'))).toBe(true);
    expect(summaries.some((t) => t.includes(' replaced a Redevelopment Planner with '))).toBe(true);
    // the summaries name the border behind each change it causes
    const lines = standIn.publicMessages(channel).flatMap((m) => m.embeds.flatMap((e) => (e.description ?? '').split('\n')));
    expect(lines.some((line) => INC_BORDERS.some((b) => line.startsWith('• ') && line.includes(`(${b.name}: `)))).toBe(true);

    const { game, moves, state } = await replayed(table.store, channel.id);
    expect(game).toMatchObject({ status: 'finished', rulesVersion: 'sets-1', seed: SEED, options: { players: 2, sets: ['inc'] } });
    expect(moves.filter((m) => m.kind !== 'chooseGoal')).toHaveLength(turns);
    expect(moves.filter((m) => m.kind === 'border')).toHaveLength(1);
    expect(moves.filter((m) => m.kind === 'lakeBorder')).toHaveLength(1);
    expect(moves.filter((m) => m.kind === 'redevelop')).toHaveLength(1);
    const scores = finalScores(state);
    if (scores === undefined) throw new Error('the replayed game is not finished');
    expect(post.content).toContain(finalResultsView(scores, tableInfo(game, state)).headline);
  });
});
