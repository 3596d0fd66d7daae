import type { SKRSContext2D } from '@napi-rs/canvas';
import type { AwardCardView, BorderCardView, SetBadge } from '../view-model.ts';
import { ACCENT, BORDER_STYLE, INK } from '../palette.ts';
import type { Picture } from '../png.ts';
import { drawBorderGlyph } from '../draw/border-face.ts';
import { drawGoldStars, drawSetMark, goldStarsWidth } from '../draw/set-marks.ts';
import { drawText } from '../draw/text.ts';
import { BAND_W, BAND_X, CARD_TOP, fillBand, renderCard, SIDE, type SideRow } from './tile-card.ts';

/** The set's mark and name at the foot of a band, as a tile card shows an expansion tile's. */
const drawSetInBand = (ctx: SKRSContext2D, set: SetBadge, colour: string): void => {
  drawSetMark(ctx, set.mark, BAND_X, CARD_TOP + 376, 72);
  drawText(ctx, set.name, BAND_X, CARD_TOP + 422, { px: 30, colour, weight: 'bold', align: 'center', maxWidth: BAND_W - 20 });
};

/**
 * A border's card: the piece's brown band with its outline and the word, its price, name, gold stars of a Star border,
 * its effect, and what "adjacent" means for a border (decision 18: the tiles in its 4 slots).
 */
export const renderBorderCard = (view: BorderCardView): Promise<Picture> => {
  const { border } = view;
  const stars = border.goldStars;
  const rows: readonly SideRow[] =
    stars === undefined
      ? []
      : [
          (ctx, y) => {
            drawGoldStars(ctx, stars.count, SIDE.x, y + 30, 44);
            const x = SIDE.x + goldStarsWidth(stars.count, 44) + 14;
            drawText(ctx, `gold ${stars.count === 1 ? 'star' : 'stars'}`, x, y + 12, { px: 34, colour: INK, weight: 'bold' });
          },
        ];
  return renderCard(
    (ctx, h) => {
      fillBand(ctx, h, BORDER_STYLE.fill);
      drawBorderGlyph(ctx, BAND_X, CARD_TOP + 130, BAND_W * 0.72, BORDER_STYLE.text);
      drawText(ctx, 'Border', BAND_X, CARD_TOP + 220, { px: 40, colour: BORDER_STYLE.text, weight: 'bold', align: 'center' });
      drawSetInBand(ctx, border.set, BORDER_STYLE.text);
    },
    { name: border.name, price: `$${border.cost}`, rows, effect: border.effect, footer: 'Adjacent: the tiles in its 4 slots' },
  );
};

/** Bonus and challenge bands differ in letter, word and shade as well as in what they raise. */
const AWARD_BAND = {
  B: { fill: '#FFE3A3', word: 'Bonus' },
  C: { fill: '#F6C9C4', word: 'Challenge' },
} as const;

/**
 * A bonus or challenge tile's card: the stack it lies on, its reward and requirement, and when it is checked (seed 003
 * "Bonuses and Challenges": at the draw of that stack's first tile, every player meeting it gains the reward).
 */
export const renderAwardCard = (view: AwardCardView): Promise<Picture> => {
  const { award } = view;
  const band = award.stack === 'C' ? AWARD_BAND.C : AWARD_BAND.B;
  const rows: readonly SideRow[] = [(ctx, y) => drawText(ctx, award.reward, SIDE.x, y + 10, { px: 44, colour: ACCENT, weight: 'bold', maxWidth: SIDE.w })];
  return renderCard(
    (ctx, h) => {
      fillBand(ctx, h, band.fill);
      drawText(ctx, award.stack, BAND_X, CARD_TOP + 40, { px: 140, colour: INK, weight: 'bold', align: 'center' });
      drawText(ctx, band.word, BAND_X, CARD_TOP + 220, { px: 36, colour: INK, weight: 'bold', align: 'center', maxWidth: BAND_W - 20 });
      drawSetInBand(ctx, award.set, INK);
    },
    {
      name: award.name,
      rows,
      effect: `For every player with ${award.requirement} (Dale the Bot always), checked when the first ${award.stack} tile is drawn.`,
      footer: `Lies on stack ${award.stack}, then leaves the game`,
    },
  );
};
