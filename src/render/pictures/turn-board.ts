import type { TurnBoardView } from '../view-model.ts';
import type { Picture } from '../png.ts';
import { renderBoroughs, type BoroughsPage } from './boroughs.ts';
import { renderMarket } from './market.ts';

/**
 * The pictures of the turn board: the market and the boroughs pages. Each is drawn on the main thread and
 * compressed on libuv's thread pool, so the boroughs pages (the tallest first) go before the market: their
 * compression then runs while the next picture is being drawn.
 */
export const renderTurnBoard = async (view: TurnBoardView): Promise<{ readonly market: Picture; readonly boroughs: readonly BoroughsPage[] }> => {
  const [boroughs, market] = await Promise.all([renderBoroughs(view), renderMarket(view)]);
  return { market, boroughs };
};
