/**
 * Sharing a stanza as a picture, in Debian's Chromium on a 360 px phone (3 device pixels per
 * CSS px, as most such phones: the card is drawn at 1.5) against the real built server, in
 * airplane mode after one online visit (the mirror synced, the service worker in control):
 * - Chromium has no Web Share with files here, so the picture is downloaded: the file is a PNG
 *   or JPEG under 200 KB, decodes (createImageBitmap) to 1080 px wide, and arrives less than
 *   1 s after the tap (the figures are printed);
 * - in French the card's title stands on the left, in Arabic on the right;
 * - a poem with Wolofal (the sourced sample, written through the API and deleted after) gives
 *   its Latin and its Wolofal, drawn once Harmattan is loaded;
 * - the drawing code is fetched on the first tap, not with the page;
 * - the picture button is a 24 px target or more, works from the keyboard, the page does not
 *   scroll sideways, and axe finds no serious or critical violation.
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, createPoem, type AdminApi } from './support/admin';
import { seriousViolations } from './support/axe';
import {
  ARTIFACTS_DIR,
  PHONE,
  launchBrowser,
  openPage,
  seriousProblems,
  waitForHeading,
} from './support/browser';
import { waitForFirstSync } from './support/mirror';
import { saveScreenshot } from './support/screenshots';
import { WOLOFAL_SAMPLE } from '../fixtures/wolofal-sample';

const baseUrl = inject('baseUrl');
const WOLOFAL_TITLE = 'Doomi aadama (nataal)';
const MAX_BYTES = 200_000;
const MAX_MS = 1_000;
/** The drawing's chunk (share-stanza-picture.ts and what it imports). */
const DRAWING_CHUNK = /\/assets\/share-stanza-picture-[\w-]+\.js$/;

let browser: Browser;
let api: AdminApi;
let wolofalPoemId = '';
let demo: { id: string; title: string };
const figures: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, inject('adminPassword'));
  const poem = await createPoem(api, {
    title: WOLOFAL_TITLE,
    content: WOLOFAL_SAMPLE.content,
    wolofal: WOLOFAL_SAMPLE.wolofal,
  });
  wolofalPoemId = poem.id;
  const poems = await api<{ content: { id: string; title: string }[] }>('GET', 'poems?size=50');
  demo = poems.content.find((p) => p.title === 'Tëgg caam')!;
});

afterAll(async () => {
  if (wolofalPoemId) await api('DELETE', `poems/${wolofalPoemId}`);
  await browser?.close();
  console.info(`stanza pictures (tap → file, size, pixels):\n${figures.join('\n')}`);
});

/**
 * A phone that opened `path` once online in `language` (service worker in control, mirror
 * synced, the page's typefaces loaded), then went offline and opened it again.
 */
async function offlinePhone(path: string, title: string, language: string) {
  const device = await openPage(browser, baseUrl, { viewport: PHONE, deviceScaleFactor: 3 });
  // The page's own requests (the service worker's precaching fetches every chunk at install).
  const scripts: string[] = [];
  device.page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await device.page.goto(`${path}?lng=${language}`);
  await waitForHeading(device.page, title);
  await device.page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await device.page.reload();
  await device.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await waitForHeading(device.page, title);
  await waitForFirstSync(device.page, baseUrl);
  await device.page.evaluate(() => document.fonts.ready.then(() => undefined));
  await device.context.setOffline(true);
  await device.page.goto(path);
  await waitForHeading(device.page, title);
  await device.page.evaluate(() => document.fonts.ready.then(() => undefined));
  return { ...device, scripts };
}

interface Picture {
  ms: number;
  /** What the steps took, as the page measured them. */
  steps: string;
  bytes: number;
  type: string;
  name: string;
  width: number;
  height: number;
  /** The leftmost and rightmost dark pixel of the title's band, in CSS px of the card. */
  titleInk: { from: number; to: number };
}

/**
 * Taps (or presses Enter on) stanza `n`'s picture button; the downloaded file, decoded, and
 * kept for people to look at as `.artifacts/pictures/<name>-<file name>`.
 */
async function takePicture(
  page: Page,
  n: number,
  how: 'tap' | 'keyboard',
  name: string,
): Promise<Picture> {
  const button = page.locator('.poem-stanza-picture').nth(n - 1);
  if (how === 'keyboard') await button.focus();
  const started = Date.now();
  const downloaded = page.waitForEvent('download');
  if (how === 'keyboard') await page.keyboard.press('Enter');
  else await button.click();
  const download = await downloaded;
  const ms = Date.now() - started;
  // The steps' User Timing measures (import, fonts, draw, each encoding), then cleared.
  const steps = await page.evaluate(() => {
    const measures = performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('stanza-picture:'));
    performance.clearMeasures();
    return measures.map((m) => `${m.name.slice(15)} ${Math.round(m.duration)}`).join(', ');
  });
  const path = (await download.path())!;
  const file = await readFile(path);
  await mkdir(join(ARTIFACTS_DIR, 'pictures'), { recursive: true });
  await copyFile(path, join(ARTIFACTS_DIR, 'pictures', `${name}-${download.suggestedFilename()}`));
  const type = file[0] === 0x89 && file.subarray(1, 4).toString() === 'PNG' ? 'image/png' : '';
  const jpeg = file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff ? 'image/jpeg' : '';
  const decoded = await page.evaluate(
    async ({ base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      // The title's band: below the accent band and the top margin (card-layout.ts).
      const ratio = bitmap.width / 720;
      const top = Math.round(60 * ratio);
      const rows = Math.round(36 * ratio);
      const { data } = ctx.getImageData(0, top, bitmap.width, rows);
      let from = bitmap.width;
      let to = -1;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i]! + data[i + 1]! + data[i + 2]! > 300) continue;
        const x = (i / 4) % bitmap.width;
        from = Math.min(from, x);
        to = Math.max(to, x);
      }
      return { width: bitmap.width, height: bitmap.height, from: from / ratio, to: to / ratio };
    },
    { base64: file.toString('base64'), type: type || jpeg },
  );
  return {
    ms,
    steps,
    bytes: file.length,
    type: type || jpeg,
    name: download.suggestedFilename(),
    width: decoded.width,
    height: decoded.height,
    titleInk: { from: decoded.from, to: decoded.to },
  };
}

function expectWithinLimits(picture: Picture, label: string) {
  figures.push(
    `  ${label}: ${picture.ms} ms, ${(picture.bytes / 1000).toFixed(1)} KB ${picture.type}, ${picture.width}×${picture.height} (ms: ${picture.steps})`,
  );
  expect(picture.type).toMatch(/^image\/(png|jpeg)$/);
  expect(picture.bytes).toBeLessThan(MAX_BYTES);
  expect(picture.width).toBe(1080);
  expect(picture.height).toBeGreaterThanOrEqual(810);
  expect(picture.height).toBeLessThanOrEqual(1920);
  expect(picture.ms).toBeLessThan(MAX_MS);
}

async function expectPhoneFriendly(page: Page) {
  const box = await page.locator('.poem-stanza-picture').first().boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
  await expect(
    page.evaluate(() => document.documentElement.scrollWidth),
  ).resolves.toBeLessThanOrEqual(PHONE.width);
  await expect(seriousViolations(page)).resolves.toEqual([]);
}

describe('a stanza as a picture, offline at 360 px', () => {
  it('in French: downloaded, under 200 KB and 1 s, its title on the left, drawn on first use', async () => {
    const { context, page, problems, scripts } = await offlinePhone(
      `/poem/${demo.id}`,
      demo.title,
      'fr',
    );
    expect(scripts.filter((s) => DRAWING_CHUNK.test(s))).toEqual([]);
    const button = page.locator('.poem-stanza-picture').nth(1);
    await expect(button.getAttribute('aria-label')).resolves.toBe('Partager la strophe 2 en image');
    const picture = await takePicture(page, 2, 'tap', 'fr');
    expectWithinLimits(picture, 'fr, Tëgg caam, stanza 2');
    expect(picture.name).toBe(
      'taalif-tegg-caam-2.' + (picture.type === 'image/png' ? 'png' : 'jpg'),
    );
    expect(picture.titleInk.from).toBeLessThan(60);
    expect(picture.titleInk.to).toBeLessThan(500);
    expect(scripts.filter((s) => DRAWING_CHUNK.test(s))).toHaveLength(1);
    await expect
      .poll(() => page.locator('[data-stanza-share-notice]').textContent())
      .toBe('Image enregistrée dans vos téléchargements.');
    await expectPhoneFriendly(page);
    await saveScreenshot(page, 'stanza-picture', 'fr');
    await context.setOffline(false);
    expect(seriousProblems(problems)).toEqual([]);
    await context.close();
  });

  it('in Arabic, from the keyboard: its title on the right', async () => {
    const { context, page, problems } = await offlinePhone(`/poem/${demo.id}`, demo.title, 'ar');
    const picture = await takePicture(page, 1, 'keyboard', 'ar');
    expectWithinLimits(picture, 'ar, Tëgg caam, stanza 1 (keyboard)');
    expect(picture.titleInk.from).toBeGreaterThan(220);
    expect(picture.titleInk.to).toBeGreaterThan(660);
    await expect
      .poll(() => page.locator('[data-stanza-share-notice]').textContent())
      .toBe('حُفظت الصورة في التنزيلات.');
    await expectPhoneFriendly(page);
    await saveScreenshot(page, 'stanza-picture', 'ar');
    await context.setOffline(false);
    expect(seriousProblems(problems)).toEqual([]);
    await context.close();
  });

  it('of a poem with Wolofal: its Latin and its Wolofal, in Harmattan', async () => {
    const { context, page, problems } = await offlinePhone(
      `/poem/${wolofalPoemId}`,
      WOLOFAL_TITLE,
      'fr',
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((f) => f.family.includes('Harmattan') && f.status === 'loaded'),
        ),
      )
      .toBe(true);
    const picture = await takePicture(page, 2, 'tap', 'wolofal');
    expectWithinLimits(picture, 'fr, Wolofal sample (both scripts), stanza 2');
    // Both scripts: taller than the Latin alone would make it (a 4:3 card).
    expect(picture.height).toBeGreaterThan(810);
    await expectPhoneFriendly(page);
    await context.setOffline(false);
    expect(seriousProblems(problems)).toEqual([]);
    await context.close();
  });
});
