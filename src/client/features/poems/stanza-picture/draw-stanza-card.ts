/**
 * Paints a laid-out stanza card (card-layout.ts) on a 2D context, scaled by `pixelRatio` (the
 * canvas is that many device pixels per CSS px of the layout): the paper, the accent band and
 * rule, then each line in its font, colour, side and direction. The fonts must be loaded
 * before (card-fonts.ts): a canvas draws with whatever face is ready and never redraws.
 */
import type { CardLayout } from './card-layout';
import { CARD_COLOURS } from './card-style';

/** What of a 2D context the card uses (the browser's, or a recording fake in tests). */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'fillRect'
  | 'fillText'
  | 'fillStyle'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'direction'
>;

/** Draws `layout` on `ctx`, whose canvas is `layout`'s size times `pixelRatio`. */
export function drawStanzaCard(ctx: CardContext, layout: CardLayout, pixelRatio: number): void {
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.fillStyle = CARD_COLOURS.paper;
  ctx.fillRect(0, 0, layout.width, layout.height);
  for (const rect of layout.rects) {
    ctx.fillStyle = rect.colour;
    ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
  }
  ctx.textBaseline = 'middle';
  for (const line of layout.lines) {
    ctx.font = line.font;
    ctx.fillStyle = line.colour;
    ctx.textAlign = line.align;
    ctx.direction = line.direction;
    ctx.fillText(line.text, line.x, line.y);
  }
}
