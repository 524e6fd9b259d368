/** What the browser benchmarks share: Debian's Chromium, its flags, and the pages measured. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The path of the first poem of the demo anthology, as the API lists it. */
export async function poemPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/poems?page=0&size=1`);
  const page = (await response.json()) as { content: { id: string }[] };
  const first = page.content[0];
  if (!first) throw new Error('the server has no poem to measure');
  return `/poem/${first.id}`;
}
