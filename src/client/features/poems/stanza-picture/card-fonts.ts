/**
 * Loads the typefaces a card draws with before it is measured and drawn: a canvas uses the
 * face that is ready and never redraws. They are the app's bundled faces (fonts.css, and
 * poem-text.css for Harmattan): the service worker precaches the Noto faces, and Harmattan is
 * in the browser's cache once the page has shown Wolofal. A face that cannot come (offline,
 * never fetched) does not hold the picture back: after `timeoutMs` the card is drawn with the
 * stack's next face.
 */

/** Resolves once every requested face is loaded, has failed, or `timeoutMs` has passed. */
export async function loadCardFonts(
  requests: readonly { font: string; text: string }[],
  timeoutMs = 600,
): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const loads = Promise.allSettled(requests.map((r) => document.fonts.load(r.font, r.text)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([loads, late]);
  clearTimeout(timer);
}
