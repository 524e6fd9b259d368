/**
 * In Debian's Chromium against the real server:
 * - the web manifest has an id, one language (French) with names valid in every language, a
 *   maskable icon that fills its square and screenshots whose sizes are the files' own, and
 *   Chromium still finds the app installable;
 * - an unexpected error (a malformed API answer, a route's script missing for good) shows the
 *   router's error page with SPEC's text and a way home, never a blank screen; a malformed
 *   page address (`/poet/%00`) shows the app's not-found page, never the API's JSON;
 * - a running recitation download can be cancelled: its request is aborted, nothing of it is
 *   kept (Cache Storage, the downloads table) and the download button comes back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  launchBrowser,
  openPage,
  waitForHeading,
} from './support/browser';
import { mirrorRows, waitForMirror } from './support/mirror';
import { demoRecitation } from './support/player-page';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

/** A PNG's own width and height, from its IHDR chunk. */
async function pngSize(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web manifest', () => {
  it('has an id, French, a maskable icon and screenshots, and the app stays installable', async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as {
      id: string;
      name: string;
      short_name: string;
      description: string;
      lang: string;
      icons: ManifestImage[];
      screenshots: ManifestImage[];
    };
    expect(manifest).toMatchObject({ id: '/', lang: 'fr', name: 'Taalif', short_name: 'Taalif' });
    expect(manifest.description).toMatch(/poésie wolof/);

    const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable');
    expect(maskable).toHaveLength(1);
    for (const image of [...manifest.icons, ...manifest.screenshots].filter(
      (i) => i.type === 'image/png',
    ))
      await expect(pngSize(image.src), image.src).resolves.toBe(image.sizes);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

    // Chromium's installability, in a profile of its own (an incognito context never is),
    // and the maskable icon's corners painted: the launcher's mask cuts into a full square.
    const profile = mkdtempSync(join(tmpdir(), 'taalif-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: baseUrl,
      locale: 'fr-FR',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      await expect(cdp.send('Page.getAppId')).resolves.toMatchObject({ appId: `${baseUrl}/` });

      const corners = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const g = canvas.getContext('2d')!;
        g.drawImage(image, 0, 0);
        const last = image.width - 1;
        return [
          [0, 0],
          [last, 0],
          [0, last],
          [last, last],
        ].map(([x, y]) => g.getImageData(x!, y!, 1, 1).data[3]);
      }, maskable[0]!.src);
      expect(corners).toEqual([255, 255, 255, 255]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('the router’s error page', () => {
  it('shows SPEC’s text and the way home when a poem’s answer breaks its page', async () => {
    const poems = (await (await fetch(`${baseUrl}/api/poems?size=100`)).json()) as {
      content: { id: string; title: string }[];
    };
    const poem = poems.content.find((p) => p.title === 'Gërëm na baay')!;
    // A first visit (no mirror yet) whose HTML carried no records reads the poem from the API
    // (the records block is taken out of the page, as a cached app shell has none); no service
    // worker, so that the page's own requests are the ones intercepted.
    for (const [lng, title, home] of [
      ['fr', 'Erreur inattendue de l’application !', 'Les poèmes d’une langue'],
      ['ar', 'خطأ غير متوقع في التطبيق!', undefined],
    ] as const) {
      const { context, page } = await openPage(browser, baseUrl, { serviceWorkers: 'block' });
      await page.route(new RegExp(`/poem/${poem.id}\\?lng=`), async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(
          /<script type="application\/json" id="first-screen-records">[\s\S]*?<\/script>/,
          '',
        );
        await route.fulfill({ status: response.status(), contentType: 'text/html', body });
      });
      await page.route(new RegExp(`/api/poems/${poem.id}$`), (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ id: poem.id, title: 42 }),
        }),
      );
      await page.goto(`/poem/${poem.id}?lng=${lng}`);
      await waitForHeading(page, title);
      const errorPage = page.locator('[data-error-page]');
      await expect(errorPage.locator('code').textContent()).resolves.toMatch(/\S/);
      await expect(page.title()).resolves.toContain(title);
      if (home) {
        await errorPage.getByRole('link', { name: 'Retour à l’accueil' }).click();
        await waitForHeading(page, new RegExp(`^${home}`));
      }
      await context.close();
    }
  });

  it('shows it when a route’s script is missing for good, after the one reload', async () => {
    const { context, page } = await openPage(browser, baseUrl, { serviceWorkers: 'block' });
    await page.route(/\/assets\/statistics[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/statistics');
    await waitForHeading(page, 'Erreur inattendue de l’application !');
    await expect(page.locator('[data-error-page] code').textContent()).resolves.toContain(
      'dynamically imported module',
    );
    await page
      .locator('[data-error-page]')
      .getByRole('button', { name: 'Recharger la page' })
      .waitFor();
    await context.close();
  });

  it('sends a malformed page address to the not-found page, not to JSON', async () => {
    const { context, page } = await openPage(browser, baseUrl);
    for (const path of ['/poet/%00', '/poems?q=%00']) {
      await page.goto(path);
      await waitForHeading(page, 'Page introuvable');
      expect(await page.locator('body').innerText()).not.toMatch(/"status"|NUL/);
    }
    await context.close();
  });
});

describe('a recitation download', () => {
  it('can be cancelled while it runs: the request stops and nothing is kept', async () => {
    const recitation = await demoRecitation(baseUrl, 'Tëgg caam');
    // Without the service worker: the network emulation below applies to the page's requests.
    const { context, page, problems } = await openPage(browser, baseUrl, {
      serviceWorkers: 'block',
    });
    await page.goto('/audios');
    await waitForMirror(page, async () => (await mirrorRows(page, 'audios')).length >= 4, {
      what: 'the first sync',
    });
    // The recitation's own item: the innermost block holding its link and its download state.
    const item = page
      .locator('div')
      .filter({ has: page.locator(`a[href="/audio/${recitation.audioId}"]`) })
      .filter({ has: page.locator('[data-offline-audio]') })
      .last()
      .locator('[data-offline-audio]');
    await item.getByRole('button', { name: /^Télécharger hors connexion/ }).waitFor();

    const stream = `/api/audios/stream/${recitation.audioId}`;
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith(stream));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // 220 KB at 16 KB/s: over ten seconds, time enough to cancel half-way.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 50,
      downloadThroughput: 16 * 1024,
      uploadThroughput: 64 * 1024,
    });
    await item.getByRole('button', { name: /^Télécharger hors connexion/ }).click();
    await expect.poll(() => item.getAttribute('data-offline-audio')).toBe('downloading');
    await expect
      .poll(() => item.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 10_000 })
      .toMatch(/^[1-9]/);
    await item.getByRole('button', { name: 'Annuler', exact: true }).click();
    expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);

    await item.getByRole('button', { name: /^Télécharger hors connexion/ }).waitFor();
    await expect(item.getAttribute('data-offline-audio')).resolves.toBe('none');
    await expect(item.getByRole('alert').count()).resolves.toBe(0);
    const kept = await page.evaluate(async () => {
      const cache = await caches.open('taalif-audio');
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    expect(kept).not.toContain(stream);
    await expect(mirrorRows(page, 'downloads')).resolves.toEqual([]);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
