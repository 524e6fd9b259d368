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
