/**
 * A stanza card as an image file, made on the device (offline too): its typefaces loaded,
 * laid out with the canvas's own measures, drawn at up to 1.5 device pixels per CSS px (a
 * 1080-px-wide picture on a phone; more only made the file heavier and slower to make) and
 * encoded under the size limit (encode-card.ts). Each step leaves a User Timing measure
 * (`stanza-picture:fonts`, `:draw`, `:encode`), which the browser suite prints.
 */
import { cardFontRequests, layoutStanzaCard, type CardBlock, type CardTexts } from './card-layout';
import { loadCardFonts } from './card-fonts';
import { drawStanzaCard } from './draw-stanza-card';
import { canvasEncoder, encodeCard } from './encode-card';

export const MAX_PIXEL_RATIO = 1.5;

/** Runs `step`, leaving a `stanza-picture:<name>` measure of how long it took. */
async function timed<T>(name: string, step: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    performance.measure(`stanza-picture:${name}`, { start, end: performance.now() });
  }
}

/** The card of `blocks` with `texts`, as a PNG or JPEG blob. */
export async function renderStanzaCard(
  blocks: readonly CardBlock[],
  texts: CardTexts,
  devicePixelRatio: number,
): Promise<Blob> {
  await timed('fonts', () => loadCardFonts(cardFontRequests(blocks, texts)));
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  await timed('draw', () => {
    const layout = layoutStanzaCard(blocks, texts, (text, font) => {
      ctx.font = font;
      return ctx.measureText(text).width;
    });
    const ratio = Math.min(Math.max(devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
    // Sizing the canvas resets its context: measure first, then size, then draw.
    canvas.width = Math.round(layout.width * ratio);
    canvas.height = Math.round(layout.height * ratio);
    drawStanzaCard(ctx, layout, ratio);
  });
  return timed('encode', () => encodeCard(canvasEncoder(canvas)));
}
