/**
 * The renderer: per-viewer view models in, PNG pictures out. The only code that imports @napi-rs/canvas.
 *
 * The turn board is two pictures for every player count — the market (with supply, stacks and public
 * goals) and the boroughs (a panel per player) — because at a phone's 400 px a single picture holding a
 * 7-tile market and up to four boroughs would shrink every label below legibility.
 */
export type * from './view-model.ts';
export type { Picture } from './png.ts';
export { renderTurnBoard } from './pictures/turn-board.ts';
export { renderMarket } from './pictures/market.ts';
export { renderBoroughs, renderPlayerBorough } from './pictures/boroughs.ts';
export { renderPlacement } from './pictures/placement.ts';
export { renderFinalResults } from './pictures/final-results.ts';
export { renderTileCard } from './pictures/tile-card.ts';
export * from './view/index.ts';
