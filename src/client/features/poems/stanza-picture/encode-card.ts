/**
 * The card's file: PNG (sharp text, no artefacts) when it is under MAX_PICTURE_BYTES, else
 * JPEG at falling qualities. Anti-aliased text makes a PNG heavy: in Chromium a nine-verse
 * stanza at 1080×1149 passed 200 KB as a PNG and came to 152 KB as a JPEG at 0.9, where a short
 * one (1080×813) stayed a PNG of 127 KB (stanza-picture.e2e.test.ts prints the figures).
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

/**
 * A canvas's encoder, each encoding leaving a User Timing measure
 * (`stanza-picture:<type> <quality>`). Synchronous (toDataURL), not toBlob: Chromium encodes
 * toBlob's PNG in the page's idle time, which a busy poem page gave it only after 200 to
 * 500 ms (measured in the browser suite) for an encoding of 10 to 20 ms; the reader, who
 * tapped and waits, is better served by those milliseconds now.
 */
export const canvasEncoder =
  (canvas: HTMLCanvasElement): EncodeCanvas =>
  async (type, quality) => {
    const start = performance.now();
    const url = canvas.toDataURL(type, quality);
    const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
    // A browser that cannot write `type` gives a PNG: the blob says what it is.
    const blob = new Blob([bytes], { type: url.slice(5, url.indexOf(';')) });
    performance.measure(`stanza-picture:${type} ${quality ?? ''}`.trimEnd(), { start });
    return blob;
  };
