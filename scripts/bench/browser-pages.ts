/** What the browser benchmarks share: Debian's Chromium, its flags, and the pages measured. */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/browser';

/** The path of the first poem of the demo anthology, as the API lists it. */
export async function poemPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/poems?page=0&size=1`);
  const page = (await response.json()) as { content: { id: string }[] };
  const first = page.content[0];
  if (!first) throw new Error('the server has no poem to measure');
  return `/poem/${first.id}`;
}

/**
 * The path of a demo recitation's page, the first the API lists that has subtitles: without
 * them the page shows no verses, and a lighter page than readers get would be measured.
 * One page of 20 is read (not size=1) so that such a recording can be preferred; the demo's
 * all have subtitles, so today it is the first one.
 */
export async function audioPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/audios?page=0&size=20`);
  const page = (await response.json()) as { content: { id: string; vtt: string | null }[] };
  const chosen = page.content.find((audio) => audio.vtt) ?? page.content[0];
  if (!chosen) throw new Error('the server has no recitation to measure');
  return `/audio/${chosen.id}`;
}
