/**
 * The second stage of a turn for every kind of action, as one list: where the piece goes (a cell, a border's
 * footprint on the side it faces, the tile replacing a Redevelopment Planner, the border taking a marker), each
 * as the turn draft it makes and its preview. A spot's number is its place in this list.
 */
import {
  borderDraftFor,
  draftFor,
  offerBorderFootprints,
  offerBorderInvestments,
  offerPlacements,
  offerRedevelopments,
  type ActionChoice,
  type GameState,
  type Preview,
  type Seat,
  type TurnDraft,
} from '../../engine/index.ts';

export type Spot = { readonly draft: TurnDraft; readonly preview: Preview };

/** The spots of `choice` for the seat to move; a border's only on the side it faces (`side`), none without one. */
export const spotsOf = (state: GameState, seat: Seat, choice: ActionChoice, side: number | undefined): readonly Spot[] => {
  switch (choice.action) {
    case 'buy':
    case 'lake':
    case 'basic':
    case 'invest':
      return offerPlacements(state, choice).map((o) => ({ draft: draftFor(choice, seat, o.at), preview: o.preview }));
    case 'border':
    case 'lakeBorder':
      if (side === undefined) return [];
      return offerBorderFootprints(state, choice, side).map((f) => ({ draft: borderDraftFor(choice, seat, f.footprint), preview: f.preview }));
    case 'investBorder':
      return offerBorderInvestments(state)
        .filter((b) => b.choice.border === choice.border)
        .map((b) => ({ draft: { kind: 'invest', seat, at: b.at, border: choice.border }, preview: b.preview }));
    case 'redevelop':
      return offerRedevelopments(state, choice.planner).map((r) => ({ draft: { kind: 'redevelop', seat, planner: choice.planner, ...r.replacement }, preview: r.preview }));
  }
};

/** The draft with the market tiles chosen for removal; a purchase or lake removes its own tile and takes only the extra one. */
export const withDiscards = (draft: TurnDraft, discardSlot: number | undefined, extraDiscardSlot: number | undefined): TurnDraft => {
  const extra = extraDiscardSlot === undefined ? {} : { extraDiscardSlot };
  if (draft.kind === 'buy' || draft.kind === 'lake') return { ...draft, ...extra };
  return { ...draft, ...(discardSlot === undefined ? {} : { discardSlot }), ...extra };
};

/** The place of `move` among its action's spots (matched without its removals), or -1 if it is not offered. */
export const spotOfMove = (state: GameState, move: TurnDraft, choice: ActionChoice): number => {
  const side = move.kind === 'border' || move.kind === 'lakeBorder' ? move.side : undefined;
  const bare = JSON.stringify(withoutDiscards(move));
  return spotsOf(state, move.seat, choice, side).findIndex((s) => JSON.stringify(withoutDiscards(s.draft)) === bare);
};

const withoutDiscards = (draft: TurnDraft): TurnDraft => {
  const { discardSlot: _discard, extraDiscardSlot: _extra, ...rest } = draft as TurnDraft & { readonly discardSlot?: number; readonly extraDiscardSlot?: number };
  return rest as TurnDraft;
};
