import type { RejectionCode } from '../engine/index.ts';
import type { CustomIdRejection } from './custom-id.ts';

/** What a player reads when the engine refuses a move: one entry per engine rejection code. */
export const REJECTION_WORDS: Readonly<Record<RejectionCode, string>> = {
  gameOver: 'This game is over.',
  wrongPhase: 'That is not something you can do at this point of the game.',
  wrongSeat: 'It is not your turn.',
  goalNotOffered: 'That goal was not one of the goals offered to you.',
  goalAlreadyKept: 'You have already chosen your secret goal.',
  noSuchSlot: 'There is no tile in that slot of the real estate market.',
  unknownBasic: 'There is no such basic tile.',
  basicSoldOut: 'That basic tile has run out.',
  unaffordable: 'You cannot afford that.',
  occupied: 'That spot is already built on.',
  notTouching: 'A new tile must touch a tile already in your borough.',
  boroughBoardCell: 'That spot is covered by your borough board.',
  noTileThere: 'There is no tile of yours at that spot.',
  alreadyInvested: 'You have already invested in that tile.',
  noMarkerLeft: 'You have no investment markers left.',
  discardMissing: 'Choose a tile of the market to discard first.',
  discardNotAllowed: 'You may not discard a tile with this action.',
  discardTaken: 'You cannot discard the tile you are taking.',
  onePerBorough: 'A borough holds at most one of each Essen tile; you can still take it as a lake.',
  mustTouch: 'That tile must be placed beside a particular kind of tile; you can still take it as a lake.',
  needsPopulation: 'You do not have the population that tile needs; you can still take it as a lake.',
  coveredCell: 'That cell lies under a border; no tile can go there.',
  borderNeedsTile: 'A border must have one of your tiles in at least one of its four slots.',
  borderCoversCell: 'A border may only cover empty cells off the Borough Board.',
  borderTouchesBorder: 'A border may not touch or overlap another border.',
  noSuchBorder: 'That border is no longer available.',
  noSuchSide: 'A border faces one of six sides.',
  undoViaReplay: 'That turn can only be taken back with /suburbia undo.',
  nothingToUndo: 'There is no turn of yours to take back.',
  rulesVersionMismatch: 'This game was started with another version of the rules and cannot continue here.',
};

/** What a player reads when a button's custom_id cannot be used at all. */
export const CUSTOM_ID_WORDS: Readonly<Record<CustomIdRejection, string>> = {
  tooLong: 'That button is not one of mine.',
  otherVersion: 'That button comes from an older version of the bot; use the newest message or run the command again.',
  unknownKind: 'That button is not one of mine.',
  malformed: 'That button is not one of mine.',
};

/** Words for a refused move, with the engine's detail when it gives one. */
export const rejectionText = (rejection: { readonly code: RejectionCode; readonly detail?: string }): string =>
  rejection.detail === undefined ? REJECTION_WORDS[rejection.code] : `${REJECTION_WORDS[rejection.code]} (${rejection.detail})`;
