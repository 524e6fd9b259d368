/**
 * Offline-first in Debian's Chromium against the real server and the built app:
 * the first online visit fills the Dexie mirror, and then the device answers: home renders
 * offline after a reload, a downloaded recitation plays and seeks in airplane mode, and an
 * edit and a delete made through the API reach an open page with the next sync.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  seriousProblems,
  waitForCounters,
  waitForHeading,
} from './support/browser';
import { adminApi, createPoem } from './support/admin';
import { adminAuth, mirrorRows, waitForFirstSync, waitForMirror } from './support/mirror';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Opens the app, waits for its service worker to control the page and the first sync. */
async function firstVisit() {
  const opened = await openPage(browser, baseUrl);
  await opened.page.goto('/');
  await opened.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const poemCount = await waitForFirstSync(opened.page, baseUrl);
  return { ...opened, poemCount };
}

interface AudioRow {
  id: string;
  poemId: string;
  sizeBytes: number;
}

describe('offline after one online visit', () => {
  it('home renders its counters from the device after an offline reload', async () => {
    const { context, page, problems, poemCount } = await firstVisit();
    const poets = await mirrorRows(page, 'poets');
    expect(poets.length).toBeGreaterThan(0);
    // The old API answer cache is gone: the mirror is the one offline store.
    expect(await page.evaluate(() => caches.keys())).not.toContain('taalif-api');

    await context.setOffline(true);
    await page.reload();
    await waitForHeading(page, /^Les poèmes d’une langue/);
    await waitForCounters(page);
    const counter = (key: string) =>
      page.locator(`[data-counter="${key}"] dd`).textContent({ timeout: 5_000 });
    expect(await counter('poems')).toBe(new Intl.NumberFormat('fr-FR').format(poemCount));
    expect(await counter('poets')).toBe(new Intl.NumberFormat('fr-FR').format(poets.length));
    expect(await counter('users')).toMatch(/^\d+$/);
    await context.setOffline(false);
    expect(seriousProblems(problems)).toEqual([]);
    await context.close();
  });
});

/** Plays `src` in an <audio> element, seeks to the middle and reports what happened. */
function playAndSeek(page: Page, src: string) {
  return page.evaluate(async (src) => {
    const audio = document.createElement('audio');
    audio.muted = true;
    audio.preload = 'auto';
    document.body.append(audio);
    const once = (event: string) =>
      new Promise<void>((resolve, reject) => {
        audio.addEventListener(event, () => resolve(), { once: true });
        audio.addEventListener(
          'error',
          () => reject(new Error(`media error ${audio.error?.code}`)),
          {
            once: true,
          },
        );
      });
    const loaded = once('loadedmetadata');
    audio.src = src;
    await loaded;
    await audio.play();
    const middle = audio.duration / 2;
    const seeked = once('seeked');
    audio.currentTime = middle;
    await seeked;
    const playing = once('timeupdate');
    await audio.play();
    await playing;
    const result = { duration: audio.duration, middle, at: audio.currentTime, error: audio.error };
    audio.pause();
    audio.remove();
    return result;
  }, src);
}

describe('offline audio', () => {
  it('a downloaded recitation plays offline and seeks; one never downloaded is not stored', async () => {
    const { context, page, problems } = await firstVisit();
    const audios = await mirrorRows<AudioRow>(page, 'audios');
    expect(audios.length).toBeGreaterThan(1);
    const [kept, other] = audios as [AudioRow, AudioRow];

    // Played online without a download: streamed, never stored.
    const online = await playAndSeek(page, `/api/audios/stream/${other.id}`);
    expect(online.at).toBeGreaterThan(0);
    const stored = () =>
      page.evaluate(async () => {
        const cache = await caches.open('taalif-audio');
        return (await cache.keys()).map((r) => new URL(r.url).pathname);
      });
    expect(await stored()).toEqual([]);

    // Stands in for the "download for offline" button until a screen shows it: the same
    // steps as client/offline-audio/audio-downloads.ts (whole file into 'taalif-audio').
    await page.evaluate(async (id) => {
      const url = `/api/audios/stream/${id}`;
      const response = await fetch(url, { cache: 'no-store' });
      const blob = await response.blob();
      const headers = { 'content-type': blob.type, 'content-length': String(blob.size) };
      await (await caches.open('taalif-audio')).put(url, new Response(blob, { headers }));
    }, kept.id);
    expect(await stored()).toEqual([`/api/audios/stream/${kept.id}`]);

    await context.setOffline(true);
    const offline = await playAndSeek(page, `/api/audios/stream/${kept.id}`);
    expect(offline.duration).toBeGreaterThan(1);
    expect(offline.at).toBeGreaterThanOrEqual(offline.middle - 0.5);
    expect(offline.error).toBeNull();

    // A true 206 from the device, with the right bytes.
    const range = await page.evaluate(async (id) => {
      const url = `/api/audios/stream/${id}`;
      const whole = new Uint8Array(await (await caches.match(url))!.arrayBuffer());
      const response = await fetch(url, { headers: { range: 'bytes=100-199' } });
      const part = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        contentRange: response.headers.get('content-range'),
        same: part.length === 100 && part.every((b, i) => b === whole[100 + i]),
        size: whole.length,
      };
    }, kept.id);
    expect(range).toMatchObject({ status: 206, same: true });
    expect(range.contentRange).toBe(`bytes 100-199/${range.size}`);
    // Still only the downloaded recitation on the device (the other one, played online,
    // may sit in the browser's own HTTP cache for a while; the app never stored it).
    expect(await stored()).toEqual([`/api/audios/stream/${kept.id}`]);

    await context.setOffline(false);
    expect(seriousProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('changes reach an open page', () => {
  it('an edit and a delete made through the API appear and disappear after the next sync', async () => {
    // Two poems of this test's own: the demo anthology is every suite's, and a demo poem
    // deleted here would be missing from the suites that run after this one.
    type PoemRow = { id: string; title: string; version: number };
    const api = await adminApi(baseUrl, adminPassword);
    const stamp = Date.now();
    const [edited, deleted] = [
      await createPoem<PoemRow>(api, { title: `Revu ${stamp}`, content: 'Baat bu njëkk' }),
      await createPoem<PoemRow>(api, { title: `Dindi ${stamp}`, content: 'Baat bu ñaareel' }),
    ];
    const { context, page } = await firstVisit();
    await waitForMirror(
      page,
      async () => (await mirrorRows<PoemRow>(page, 'poems')).some((p) => p.id === deleted.id),
      { what: "the test's poems" },
    );
    const auth = await adminAuth(baseUrl, adminPassword);
    const title = `${edited.title} (revu ${Date.now()})`;
    const put = await fetch(`${baseUrl}/api/poems/${edited.id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title, version: edited.version }),
    });
    expect(put.status).toBe(200);
    const del = await fetch(`${baseUrl}/api/poems/${deleted.id}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(del.status).toBe(204);

    // The next sync: the browser comes back online (one of the engine's triggers).
    await context.setOffline(true);
    await context.setOffline(false);
    await waitForMirror(
      page,
      async () => {
        const now = await mirrorRows<PoemRow>(page, 'poems');
        return (
          now.find((p) => p.id === edited.id)?.title === title &&
          !now.some((p) => p.id === deleted.id)
        );
      },
      { what: 'the edit and the delete' },
    );
    await context.close();
  });
});
