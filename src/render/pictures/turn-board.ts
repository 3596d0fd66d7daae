import type { TurnBoardView } from '../view-model.ts';
import type { Picture } from '../png.ts';
import { renderBoroughs } from './boroughs.ts';
import { renderMarket } from './market.ts';

/** Both pictures of the turn board; their PNG encodings (the slow part) run side by side off the main thread. */
export const renderTurnBoard = async (view: TurnBoardView): Promise<{ readonly market: Picture; readonly boroughs: Picture }> => {
  const [market, boroughs] = await Promise.all([renderMarket(view), renderBoroughs(view)]);
  return { market, boroughs };
};
