/**
 * The card's file: PNG (sharp text, no artefacts) when it is under MAX_PICTURE_BYTES, else
 * JPEG at falling qualities: a 1080-px-wide PNG of Arabic text (many curves, anti-aliased) can
 * pass 200 KB where a JPEG at 0.9 does not. The browser suite (stanza-picture.e2e.test.ts)
 * prints the sizes it gets.
 */

/** The most a shared picture may weigh (the product's limit: under 200 KB). */
export const MAX_PICTURE_BYTES = 200_000;
const JPEG_QUALITIES = [0.9, 0.8, 0.7] as const;

/** Encodes the canvas as `type` (a canvas's toBlob, promised). */
export type EncodeCanvas = (type: string, quality?: number) => Promise<Blob>;

/** The first encoding under the limit (PNG, then JPEG 0.9, 0.8, 0.7), or the smallest tried. */
export async function encodeCard(encode: EncodeCanvas): Promise<Blob> {
  const png = await encode('image/png');
  if (png.size <= MAX_PICTURE_BYTES) return png;
  let smallest = png;
  for (const quality of JPEG_QUALITIES) {
    const jpeg = await encode('image/jpeg', quality);
    if (jpeg.size <= MAX_PICTURE_BYTES) return jpeg;
    if (jpeg.size < smallest.size) smallest = jpeg;
  }
  return smallest;
}

/** A canvas's toBlob as a promise (rejects when the browser gives no blob). */
export const canvasEncoder =
  (canvas: HTMLCanvasElement): EncodeCanvas =>
  (type, quality) =>
    new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(`no ${type} from the canvas`))),
        type,
        quality,
      ),
    );
