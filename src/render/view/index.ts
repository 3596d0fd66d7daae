/** View-model builders: engine state (for one viewer) → the renderer's plain view models. */
export { awardCard, borderFace, borderFaceById, boroughView, goalCard, setBadge, tileFace, tileFaceById, BOARD_CELLS } from './faces.ts';
export { finalResultsView } from './final-results.ts';
export { placementView, spotSummary } from './placement.ts';
export { populationChartView } from './population-chart.ts';
export { seatName, type SeatInfo, type TableInfo } from './seats.ts';
export { awardCardView, borderCardView, tileCardView } from './tile-card.ts';
export { turnBoardView } from './turn-board.ts';
export { borderConfirmationView, footprintsView, footprintSummary, sideWords, SIDE_WORDS } from './border-placement.ts';
export { starStanding, starSpaceOfView, starTrackView } from './star-track.ts';
