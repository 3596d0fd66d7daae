import { describe, expect, it } from 'vitest';
import { TILES } from '../../src/engine/index.ts';
import { tileFace } from '../../src/render/index.ts';
import { rowFaceEffect } from '../../src/render/draw/row-face.ts';
import { MARKET_FACE } from '../../src/render/pictures/market.ts';
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
