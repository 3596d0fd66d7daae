/**
 * Renderer: the pictures the bot sends, from late-game positions of policy games, one at a time, split into
 * drawing and PNG encoding (as src/render measures them) and their bytes.
 */
import { finalScores, offerActions, offerPlacements, playPolicyGame, publicView, type GameState, type SetId } from '../../src/engine/index.ts';
import { finalResultsView, placementView, renderFinalResults, renderPlacement, renderTurnBoard, turnBoardView, type Picture, type TableInfo } from '../../src/render/index.ts';
import { withSets } from '../sets-flag.ts';
import { choiceOf, lateStates } from './engine.ts';
import { cpuMs, now, repeat, round, roundSpread, spread, type Spread } from './stats.ts';

export type PictureStats = {
  readonly picture: string;
  readonly runs: number;
  /** the whole render call, as the bot waits for it */
  readonly totalMs: Spread;
  readonly drawMs: Spread;
  /** summed over the call's pictures (the turn board encodes its market and boroughs pages side by side) */
  readonly encodeMs: Spread;
  /** this process's CPU time for the call, encoder threads included (the machine may be shared) */
  readonly cpuMs: Spread;
  readonly bytes: Spread;
  readonly size: string;
};

const table = (state: GameState): TableInfo => ({
  title: 'Suburbia #1234',
  seats: state.players.map((p, i) => (p.isDale === true ? { name: 'Dale the Bot', bot: true } : { name: ['Alexandra', 'Benedikt', 'Chiara', 'Dmitri'][i] ?? `Seat ${i + 1}`, bot: false })),
});

const measure = async (name: string, render: () => Promise<readonly Picture[]>, limits: { readonly count: number; readonly budgetMs: number }): Promise<PictureStats> => {
  await render();
  await render();
  const runs = await repeat(async () => {
    const t0 = now();
    const c0 = cpuMs();
    const pictures = await render();
    return {
      total: now() - t0,
      cpu: cpuMs() - c0,
      draw: pictures.reduce((n, p) => n + p.drawMs, 0),
      encode: pictures.reduce((n, p) => n + p.encodeMs, 0),
      bytes: pictures.reduce((n, p) => n + p.png.length, 0),
      size: pictures.map((p) => `${p.width}×${p.height}`).join(' + '),
    };
  }, { ...limits, min: 5 });
  return {
    picture: name,
    runs: runs.length,
    totalMs: roundSpread(spread(runs.map((r) => r.total))),
    drawMs: roundSpread(spread(runs.map((r) => r.draw))),
    encodeMs: roundSpread(spread(runs.map((r) => r.encode))),
    cpuMs: roundSpread(spread(runs.map((r) => r.cpu))),
    bytes: roundSpread(spread(runs.map((r) => r.bytes)), 0),
    size: runs[0]?.size ?? '',
  };
};

const lastLate = (players: number, seed: number, sets: readonly SetId[]): GameState => {
  const state = lateStates(withSets({ players }, sets), seed, 1, 0.05)[0];
  if (state === undefined) throw new Error(`no late-game position in policy game ${seed}`);
  return state;
};

/** `players`: the table of the larger turn board, the placement view and the final results (default 4). */
export const renderBench = async (limits: { readonly count: number; readonly budgetMs: number }, sets: readonly SetId[], players = 4): Promise<readonly PictureStats[]> => {
  const two = lastLate(2, 7_101, sets);
  const four = lastLate(players, 7_102, sets);
  const board = (state: GameState) => async () => {
    const { market, boroughs } = await renderTurnBoard(turnBoardView(publicView(state), table(state)));
    return [market, ...boroughs.map((page) => page.picture)];
  };
  // the placement view of the late 4-player position's action with the most spots
  const choices = offerActions(four).filter((o) => o.affordable && o.action !== 'invest').map(choiceOf);
  const menus = choices.map((choice) => ({ choice, offers: offerPlacements(four, choice) })).sort((a, b) => b.offers.length - a.offers.length);
  const widest = menus[0];
  if (widest === undefined) throw new Error('the late 4-player position offers no placement');
  const finished = playPolicyGame(withSets({ players }, sets), 7_103).state;
  const scores = finalScores(finished);
  if (scores === undefined) throw new Error('a finished policy game has no final scores');
  return [
    await measure('turn board, 2 players, late game', board(two), limits),
    await measure(`turn board, ${players} players, late game`, board(four), limits),
    await measure(`placement view (${widest.offers.length} spots)`, async () => [await renderPlacement(placementView(publicView(four), widest.choice, widest.offers, table(four)))], limits),
    await measure(`final results, ${players} players`, async () => [await renderFinalResults(finalResultsView(scores, table(finished)))], limits),
  ];
};

export const megabytes = (bytes: number): number => round(bytes / 1_000_000, 3);
