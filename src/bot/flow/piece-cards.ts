/**
 * What `/suburbia tile` shows: any piece of the box by name — a hex tile, a Suburbia Inc border, a bonus or
 * challenge tile — with its card and its text, and the names it suggests while one types.
 */
import { AWARD_TILES, INC_BORDERS, requirementWords, SET_WORDS, TILES, tileText, type AwardTile, type BorderDef, type TileDef } from '../../engine/index.ts';
import { awardCardView, borderCardView, renderAwardCard, renderBorderCard, renderTileCard, tileCardView } from '../../render/index.ts';
import { borderText } from './border-words.ts';
import type { MessageSpec } from './types.ts';

type Piece = { readonly kind: 'tile'; readonly def: TileDef } | { readonly kind: 'border'; readonly def: BorderDef } | { readonly kind: 'award'; readonly def: AwardTile };

const PIECES: readonly Piece[] = [
  ...TILES.map((def) => ({ kind: 'tile' as const, def })),
  ...INC_BORDERS.map((def) => ({ kind: 'border' as const, def })),
  ...AWARD_TILES.map((def) => ({ kind: 'award' as const, def })),
];

/** Where a piece comes from, in words: "Nightlife", "Suburbia Inc border", "Nightlife bonus"; undefined for base tiles. */
const originOf = (piece: Piece): string | undefined => {
  switch (piece.kind) {
    case 'tile':
      return piece.def.set === undefined ? undefined : SET_WORDS[piece.def.set];
    case 'border':
      return `${SET_WORDS[piece.def.set]} border`;
    case 'award':
      return `${SET_WORDS[piece.def.set]} ${piece.def.award}`;
  }
};

/** The piece with this id or name (any case). */
export const findPiece = (text: string): Piece | undefined => {
  const wanted = text.trim().toLowerCase();
  return PIECES.find((p) => p.def.id === wanted || p.def.name.toLowerCase() === wanted);
};

/** Pieces whose name (or origin) holds what was typed, names beginning with it first; each names where it comes from. */
export const pieceSuggestions = (typed: string, max: number): readonly { readonly name: string; readonly value: string }[] => {
  const text = typed.trim().toLowerCase();
  const found = PIECES.filter((p) => p.def.name.toLowerCase().includes(text) || (originOf(p)?.toLowerCase().startsWith(text) === true && text !== ''));
  const first = (p: Piece): number => (p.def.name.toLowerCase().startsWith(text) ? 0 : 1);
  return [...found]
    .sort((a, b) => first(a) - first(b) || a.def.name.localeCompare(b.def.name))
    .slice(0, max)
    .map((p) => {
      const origin = originOf(p);
      return { name: origin === undefined ? p.def.name : `${p.def.name} (${origin})`, value: p.def.name };
    });
};

/** The card and the text of a piece. */
export const pieceCard = async (piece: Piece): Promise<MessageSpec> => {
  switch (piece.kind) {
    case 'tile': {
      const tile = piece.def;
      const picture = await renderTileCard(tileCardView(tile));
      const where = [originOf(piece), tile.stack === 'basic' ? 'basic tile' : `stack ${tile.stack}`, `$${tile.cost}`].filter((w) => w !== undefined).join(', ');
      return { content: `**${tile.name}** (${where}): ${tileText(tile)}`, files: [{ name: 'tile.png', png: picture.png }] };
    }
    case 'border': {
      const picture = await renderBorderCard(borderCardView(piece.def));
      return { content: `**${piece.def.name}** (${originOf(piece) ?? ''}, $${piece.def.cost}): ${borderText(piece.def.id)}`, files: [{ name: 'border.png', png: picture.png }] };
    }
    case 'award': {
      const t = piece.def;
      const picture = await renderAwardCard(awardCardView(t));
      const stack = t.award === 'bonus' ? 'B' : 'C';
      const reward = `+${t.amount} ${t.award === 'bonus' ? 'income' : 'reputation'}`;
      return {
        content: `**${t.name}** (${originOf(piece) ?? ''} tile, stack ${stack}): ${reward} for everyone with ${requirementWords(t.requirement)} when the first ${stack} tile is drawn.`,
        files: [{ name: `${t.award}.png`, png: picture.png }],
      };
    }
  }
};
