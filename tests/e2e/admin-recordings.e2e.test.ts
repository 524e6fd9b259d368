/**
 * The dashboard's recordings in Chromium: an administrator uploads a recitation
 * (a demo corpus MP3) on a throttled connection (CDP Network.emulateNetworkConditions) and
 * watches its progress bar move; cancels a larger upload half-way and the API holds nothing
 * of it; has a PNG renamed .mp3 refused with the server's reason under the field, in French;
 * replaces a timed recording's file, which keeps its id and plays and flags its timing; a
 * reader's browser gets the new recitation with its next sync. axe on the upload form and the
 * recording's page; the list and the page at 390 px without sideways scrolling.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoPath } from '../../src/server/seed/demo-anthology';
import { makeWav } from '../fixtures/audio/make-wav';
import { adminApi, signIn, type AdminApi } from './support/admin';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, waitForHeading } from './support/browser';
import { mirrorRows, waitForFirstSync, waitForMirror } from './support/mirror';
import { overflowsHorizontally, saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const metricsToken = inject('metricsToken');
const NARROW = { width: 390, height: 844 };
const stamp = Date.now();
/** A PNG's first bytes, then filler: a picture someone renamed .mp3. */
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(8192, 7),
]);
let browser: Browser;
let api: AdminApi;
let poem: { id: string; title: string };
let mp3: Buffer;

interface Audio {
  id: string;
  title: string;
  poemId: string;
  sizeBytes: number;
  plays: number;
  vtt: string | null;
  version: number;
}

const audiosTitled = async (text: string) =>
  (await api<{ totalElements: number }>('GET', `audios?q=${encodeURIComponent(text)}`))
    .totalElements;

/** Upload bytes per second through DevTools' network emulation (0: no limit). */
async function throttleUpload(cdp: CDPSession, bytesPerSecond: number) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: bytesPerSecond ? 40 : 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond || -1,
  });
}

/** The new-recording form with its text fields filled in and `file` chosen. */
async function fillUpload(
  page: Page,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.goto('/dashboard/audios/new');
  await waitForHeading(page, 'Nouvel enregistrement');
  await page.getByLabel('Choisir un fichier').setInputFiles(file);
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  await page.getByRole('searchbox', { name: /Rechercher par titre/ }).fill(poem.title);
  await page.getByRole('button', { name: poem.title, exact: true }).first().click();
}

/**
 * Every value the progress bar shows until it goes away (the upload ended) or reaches
 * `stopAt`, as the screen shows them: the page records each change of `aria-valuenow`.
 */
async function watchProgress(page: Page, stopAt = 100): Promise<number[]> {
  await page.getByRole('progressbar').waitFor({ timeout: 10_000 });
  return page.evaluate(
    (stop) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const ended = () => {
          const value = document
            .querySelector('[role="progressbar"]')
            ?.getAttribute('aria-valuenow');
          if (value == null) return true;
          if (seen.at(-1) !== Number(value)) seen.push(Number(value));
          return Number(value) >= stop;
        };
        if (ended()) return resolve(seen);
        const observer = new MutationObserver(() => {
          if (!ended()) return;
          observer.disconnect();
          resolve(seen);
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['aria-valuenow'],
        });
      }),
    stopAt,
  );
}

/** Multipart requests the server has received and not yet answered nor seen aborted. */
async function uploadsInFlight(): Promise<number> {
  const response = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await response.text();
  const line = text.split('\n').find((l) => l.startsWith('taalif_uploads_in_flight '));
  if (!line) throw new Error(`/metrics answered ${response.status} without the uploads gauge`);
  return Number(line.split(' ')[1]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await adminApi(baseUrl, adminPassword);
  const poems = await api<{ content: { id: string; title: string }[] }>('GET', 'poems?size=1');
  poem = poems.content[0]!;
  mp3 = await readFile(demoPath('audio/tegg-caam.mp3'));
});
afterAll(() => browser?.close());

describe('the recordings screens', () => {
  it('upload with progress on a slow connection, Cancel stores nothing, a PNG is refused, a reader gets the recitation', async () => {
    const reader = await openPage(browser, baseUrl);
    await reader.page.goto('/');
    await waitForFirstSync(reader.page, baseUrl);

    const admin = await openPage(browser, baseUrl);
    const { page } = admin;
    await signIn(page, { password: adminPassword }, '/dashboard/audios/new');
    await waitForMirror(
      page,
      async () => (await mirrorRows(page, 'poems')).some((p) => p.id === poem.id),
      { what: 'the admin mirror to hold the poems' },
    );

    // Upload: size and duration before sending, then a progress bar that moves.
    const title = `Tegg caam, jàng ${stamp}`;
    await fillUpload(page, title, { name: 'tegg-caam.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
    await expect.poll(() => page.getByTestId('chosen-size').textContent()).toMatch(/Taille : 222/);
    await expect
      .poll(() => page.getByTestId('chosen-duration').textContent())
      .toMatch(/Durée : 0:\d\d/);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-audio-upload', 'fr');
    const cdp = await admin.context.newCDPSession(page);
    await throttleUpload(cdp, 60 * 1024);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const seen = await watchProgress(page);
    const label = await page
      .getByTestId('upload-progress')
      .textContent()
      .catch(() => '');
    await page.waitForURL(/\/dashboard\/audios\/[0-9a-f-]{36}$/);
    await throttleUpload(cdp, 0);
    console.info(`[recordings] progress values seen while uploading: ${seen.join(', ')}`);
    expect(seen.some((v) => v > 0 && v < 100)).toBe(true);
    expect(label).toMatch(/%/);
    await page.getByText('Enregistrement envoyé').waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const created = await api<Audio>('GET', `audios/${id}`);
    expect(created).toMatchObject({ title, poemId: poem.id, sizeBytes: mp3.length });
    await waitForHeading(page, title);
    expect(await seriousViolations(page)).toEqual([]);
    const timeIt = page.getByRole('link', { name: 'Caler cet enregistrement' });
    expect(await timeIt.getAttribute('href')).toBe(`/dashboard/poems/vtt-generator?audio=${id}`);

    // The reader's device gets the recitation with its next sync (a reload starts one).
    await reader.page.reload();
    await waitForMirror(
      reader.page,
      async () => (await mirrorRows<Audio>(reader.page, 'audios')).some((a) => a.id === id),
      { what: 'the reader to get the new recitation' },
    );

    // Cancel half-way: the server keeps nothing (checked through the API).
    const cancelled = `Annulé ${stamp}`;
    await fillUpload(page, cancelled, {
      name: 'long.wav',
      mimeType: 'audio/wav',
      buffer: makeWav(120),
    });
    await throttleUpload(cdp, 100 * 1024);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const before = await watchProgress(page, 5);
    expect(before.at(-1)).toBeGreaterThanOrEqual(5);
    await page.getByRole('button', { name: 'Annuler l’envoi' }).click();
    await page.getByText('Envoi annulé : rien n’a été enregistré.').waitFor();
    await throttleUpload(cdp, 0);
    // The server has seen the upload end (aborted) before the API is asked what it kept.
    await expect.poll(uploadsInFlight, { timeout: 10_000 }).toBe(0);
    expect(await audiosTitled(cancelled)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard/audios/new');

    // A picture renamed .mp3: the server's reason, in French, under the file field.
    const picture = `Image ${stamp}`;
    await fillUpload(page, picture, { name: 'photo.mp3', mimeType: 'audio/mpeg', buffer: PNG });
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page
      .getByRole('group', { name: 'Fichier audio' })
      .getByText(
        'Ce fichier n’est pas un format audio accepté (il contient image/png) : envoyez du MP3, Ogg/Opus, M4A/AAC, WAV ou WebM.',
      )
      .waitFor();
    expect(await audiosTitled(picture)).toBe(0);
    await saveScreenshot(page, 'admin-audio-refused', 'fr');
    expect(admin.problems.filter((p) => !/status of 415|Failed to load resource/.test(p))).toEqual(
      [],
    );
  });

  it('replaces a timed recording’s file: same id and plays, timing flagged for review; usable at 390 px', async () => {
    const vtt = await readFile(demoPath('audio/tegg-caam.vtt'), 'utf8');
    const form = new FormData();
    form.append('title', `À remplacer ${stamp}`);
    form.append('poemId', poem.id);
    form.append('vtt', vtt);
    form.append('file', new Blob([new Uint8Array(mp3)], { type: 'audio/mpeg' }), 'tegg-caam.mp3');
    const audio = await api<Audio>('POST', 'audios', form);
    await fetch(`${baseUrl}/api/audios/track/${audio.id}`, { method: 'POST' });

    const admin = await openPage(browser, baseUrl, { viewport: NARROW });
    const { page } = admin;
    await signIn(page, { password: adminPassword }, `/dashboard/audios/${audio.id}`);
    await waitForHeading(page, audio.title);
    expect(await page.locator('[data-timing]').first().getAttribute('data-timing')).toBe('yes');
    const wav = makeWav(3);
    await page.getByLabel('Choisir un fichier').setInputFiles({
      name: 'nouveau.wav',
      mimeType: 'audio/wav',
      buffer: wav,
    });
    await page.getByRole('button', { name: 'Remplacer le fichier', exact: true }).click();
    await page.getByText('Fichier remplacé').waitFor();
    await expect
      .poll(() => page.locator('[data-timing]').first().getAttribute('data-timing'))
      .toBe('review');
    // The page's player plays the new file (3 s), not the bytes it had loaded (about 55 s).
    const player = page.getByLabel('Écouter l’enregistrement');
    await expect
      .poll(() => player.evaluate((el) => (el as HTMLAudioElement).duration))
      .toBeLessThan(10);
    const replaced = await api<Audio>('GET', `audios/${audio.id}`);
    expect(replaced).toMatchObject({ id: audio.id, plays: 1, sizeBytes: wav.length });
    expect(replaced.vtt).toMatch(/NOTE taalif:timing-review/);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-audio-view-390', 'fr');

    await page.goto('/dashboard/audios');
    await page.getByRole('rowheader', { name: audio.title }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-audios-list-390', 'fr');
  });

  it('the upload form in Arabic at 390 px: right to left, its texts, no sideways scrolling, axe clean', async () => {
    const admin = await openPage(browser, baseUrl, { viewport: NARROW });
    const { page } = admin;
    await signIn(page, { password: adminPassword }, '/dashboard/audios/new');
    await page.goto('/dashboard/audios/new?lng=ar');
    await waitForHeading(page, 'تسجيل جديد');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByLabel('اختر ملفًا').setInputFiles({
      name: 'tegg-caam.mp3',
      mimeType: 'audio/mpeg',
      buffer: mp3,
    });
    await page.getByTestId('chosen-duration').getByText(/المدة/).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-audio-upload-390', 'ar');
  });
});
