import { describe, expect, it } from 'vitest';
import { INC_BORDERS, TILES } from '../../src/engine/index.ts';
import { borderFace, tileFace } from '../../src/render/index.ts';
import { borderRowEffect } from '../../src/render/draw/border-face.ts';
import { rowFaceEffect } from '../../src/render/draw/row-face.ts';
import { BORDER_FACE, MARKET_FACE } from '../../src/render/pictures/market.ts';
import { layoutTileCard } from '../../src/render/pictures/tile-card.ts';

const words = (text: string): string => text.split(/\s+/).join(' ');

describe('every tile of every set prints its whole face text', () => {
  for (const def of TILES) {
    it(`${def.name}: on its tile card and in the market, no word cut`, () => {
      const face = tileFace(def);
      expect(layoutTileCard(face).effect.lines.join(' ')).toBe(words(face.effect));
      const row = rowFaceEffect(face, MARKET_FACE.width, MARKET_FACE.unit);
      expect(row.lines.join(' ')).toBe(words(face.effect));
      expect(row.lines.length).toBeLessThanOrEqual(3);
    });
  }
});

describe('every border prints its whole effect in the border row', () => {
  for (const def of INC_BORDERS) {
    it(`${def.name}: two lines at most, no word cut`, () => {
      const face = borderFace(def);
      const row = borderRowEffect(face, BORDER_FACE.width, BORDER_FACE.unit);
      expect(row.lines.join(' ')).toBe(words(face.effect));
      expect(row.lines.length).toBeLessThanOrEqual(2);
    });
  }
});
