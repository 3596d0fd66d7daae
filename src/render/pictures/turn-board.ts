import type { TurnBoardView } from '../view-model.ts';
import type { Picture } from '../png.ts';
import { renderBoroughs } from './boroughs.ts';
import { renderMarket } from './market.ts';

/**
 * Both pictures of the turn board. Each is drawn on the main thread and compressed on libuv's thread pool,
 * so the taller boroughs picture goes first: its compression then runs while the market is being drawn.
 */
export const renderTurnBoard = async (view: TurnBoardView): Promise<{ readonly market: Picture; readonly boroughs: Picture }> => {
  const [boroughs, market] = await Promise.all([renderBoroughs(view), renderMarket(view)]);
  return { market, boroughs };
};
