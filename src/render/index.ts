/**
 * The renderer: per-viewer view models in, PNG pictures out. The only code that imports @napi-rs/canvas.
 *
 * The turn board is the market (with supply, stacks and public goals) and the boroughs (a panel per
 * player, two players a picture), because a phone fits a picture to its screen: a single picture holding a
 * 7-tile market and up to four boroughs, or four boroughs alone (1:4), would shrink every label below
 * legibility, while pictures of about 1:2 are shown at the screen's full width (~400 px).
 */
export type * from './view-model.ts';
export type { Picture } from './png.ts';
export { renderTurnBoard, type TurnBoardPictures } from './pictures/turn-board.ts';
export { renderMarket, renderMarketPages } from './pictures/market.ts';
export { renderBoroughs, renderPlayerBorough, type BoroughsPage } from './pictures/boroughs.ts';
export { renderPlacement } from './pictures/placement.ts';
export { renderFinalResults } from './pictures/final-results.ts';
export { renderPopulationChart } from './pictures/population-chart.ts';
export { renderTileCard } from './pictures/tile-card.ts';
export { renderAwardCard, renderBorderCard } from './pictures/piece-cards.ts';
export { renderBorderConfirmation, renderFootprints } from './pictures/border-placement.ts';
export * from './view/index.ts';
