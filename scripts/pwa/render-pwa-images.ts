/**
 * The web manifest's images, rendered by Chromium (the PNGs are committed under public/;
 * run this again when the icon or the screens change):
 *
 * - `icons/icon-maskable-512.png` from `icons/icon.svg`: a maskable icon must fill its
 *   square (the launcher cuts its own shape out of it), with what matters inside the
 *   central circle of 40 % radius. The source's rounded square becomes a full-bleed
 *   background and its artwork is scaled to 80 % about the centre: its farthest point,
 *   220 px from the centre of 512, lands at 176 px, inside the 204.8 px safe zone.
 * - `screenshots/phone.png` (390×844, form_factor narrow) and `screenshots/desktop.png`
 *   (1280×800, wide): a poem and the poems list of a running server, in French, the
 *   manifest's language.
 *
 *   npm run pwa:images -- http://127.0.0.1:3000
 *
 * None of them is precached (the service worker's globPatterns take no PNG): the browser
 * fetches them only for its install dialog (phone 66 KB, desktop 83 KB, icon 75 KB).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';

const MASKABLE_SCALE = 0.8;

/** The maskable variant of the icon's SVG: full-bleed background, artwork in the safe zone. */
function maskableSvg(source: string): string {
  const background = /<rect width="512" height="512" rx="\d+" fill="url\(#bg\)"\/>/;
  if (!background.test(source)) throw new Error('icon.svg: its background square has changed');
  const offset = (512 * (1 - MASKABLE_SCALE)) / 2;
  return source
    .replace(background, '<rect width="512" height="512" fill="url(#bg)"/>')
    .replace(
      '</defs>',
      `</defs><g transform="translate(${offset} ${offset}) scale(${MASKABLE_SCALE})">`,
    )
    .replace('</svg>', '</g></svg>');
}

async function renderIcon(page: Page) {
  const svg = maskableSvg(await readFile(`${publicDir}icons/icon.svg`, 'utf8'));
  await page.setViewportSize({ width: 512, height: 512 });
  await page.setContent(
    `<style>html,body{margin:0}svg{display:block;width:512px;height:512px}</style>${svg}`,
  );
  await page.screenshot({ path: `${publicDir}icons/icon-maskable-512.png` });
}

async function firstPoemId(): Promise<string> {
  const page = (await (await fetch(`${baseUrl}/api/poems?size=1`)).json()) as {
    content: { id: string }[];
  };
  const id = page.content[0]?.id;
  if (!id) throw new Error('the server lists no poem');
  return id;
}

async function screenshot(page: Page, path: string, file: string) {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${publicDir}screenshots/${file}` });
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  await renderIcon(await browser.newPage());
  // No service worker: the app is then not installable, and no install card covers the page.
  const options = {
    locale: 'fr-FR',
    serviceWorkers: 'block' as const,
    colorScheme: 'dark' as const,
  };
  const phone = await browser.newPage({ ...options, viewport: { width: 390, height: 844 } });
  await screenshot(phone, `/poem/${await firstPoemId()}`, 'phone.png');
  const desktop = await browser.newPage({ ...options, viewport: { width: 1280, height: 800 } });
  await screenshot(desktop, '/poems', 'desktop.png');
} finally {
  await browser.close();
}
