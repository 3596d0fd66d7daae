import type { TurnBoardView } from '../view-model.ts';
import type { Picture } from '../png.ts';
import { renderBoroughs, type BoroughsPage } from './boroughs.ts';
import { renderMarketPages } from './market.ts';

/**
 * The pictures of the turn board. `market` is the market picture; `marketPages` every market picture in order, the
 * first being `market`: one, or two in games with the 5★ Star track or five players when one would be too tall for a
 * phone (renderMarketPages). Then the boroughs pages. Each is drawn on the main thread and compressed on libuv's
 * thread pool, so the boroughs pages (the tallest first) go before the market: their compression then runs while the
 * next picture is being drawn.
 */
export type TurnBoardPictures = { readonly market: Picture; readonly marketPages: readonly Picture[]; readonly boroughs: readonly BoroughsPage[] };

export const renderTurnBoard = async (view: TurnBoardView): Promise<TurnBoardPictures> => {
  const [boroughs, marketPages] = await Promise.all([renderBoroughs(view), renderMarketPages(view)]);
  const market = marketPages[0];
  if (market === undefined) throw new Error('a turn board without a market picture');
  return { market, marketPages, boroughs };
};
