/** The tile card's view model: one tile's face and how many copies the box holds. */
import type { TileDef } from '../../engine/index.ts';
import type { TileCardView } from '../view-model.ts';
import { tileFace } from './faces.ts';

export const tileCardView = (def: TileDef): TileCardView => ({ tile: tileFace(def), copies: def.copies });
