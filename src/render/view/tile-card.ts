/** The look-up cards' view models: a tile's face and how many copies the box holds; a border's face; a bonus or challenge tile. */
import type { AwardTile, BorderDef, TileDef } from '../../engine/index.ts';
import type { AwardCardView, BorderCardView, TileCardView } from '../view-model.ts';
import { awardCard, borderFace, tileFace } from './faces.ts';

export const tileCardView = (def: TileDef): TileCardView => ({ tile: tileFace(def), copies: def.copies });

export const borderCardView = (def: BorderDef): BorderCardView => ({ border: borderFace(def) });

export const awardCardView = (tile: AwardTile): AwardCardView => ({ award: awardCard(tile.id) });
