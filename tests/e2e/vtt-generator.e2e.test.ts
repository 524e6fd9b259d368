/**
 * The subtitle generator in Chromium. An administrator opens a demo recording by
 * its link (`?audio=`), starts it, stamps each verse with Space while it plays (the clock is
 * moved between stamps to keep the test short), undoes one stamp with Shift+Space, nudges a
 * verse with →, and saves: the API holds the new WebVTT (one cue per verse, read back by the
 * domain and by Chromium's own TextTrack), and a reader's browser, after its sync, highlights
 * the verse the new timing says. The automatic draft gives one cue per verse and is saved;
 * a broken .vtt is refused with its line named; unsaved stamps survive a reload. axe and
 * 390 px. The recording is downloaded once (played and decoded from the same bytes). The demo
 * recording's WebVTT is put back afterwards (the server is shared).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseVtt } from '../../src/domain/vtt/parse-vtt';
import { adminApi, signIn, type AdminApi } from './support/admin';
import { openPage, waitForHeading } from './support/browser';
import { mirrorRows, waitForMirror } from './support/mirror';
import {
  currentVerseIndex,
  demoRecitations,
  launchPlayerBrowser,
  setAudioTime,
  waitForPlayingPast,
  type DemoRecitation,
} from './support/player-page';
import { overflowsHorizontally, saveScreenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let api: AdminApi;
let recitation: DemoRecitation;
let originalVtt: string;

interface AudioRow {
  id: string;
  vtt: string | null;
  version: number;
}

async function signInAndOpen(page: Page, audioId: string) {
  const returnTo = `/dashboard/poems/vtt-generator?audio=${audioId}`;
  await signIn(page, { password: adminPassword }, returnTo);
  await waitForHeading(page, 'Générateur de sous-titres');
  await page.getByTestId('waveform').waitFor({ timeout: 20_000 });
}

const generatorAudio = (page: Page) => page.getByTestId('generator-audio');
const setClock = (page: Page, seconds: number) =>
  generatorAudio(page).evaluate((audio: HTMLAudioElement, to) => {
    audio.currentTime = to;
  }, seconds);
const verseTime = (page: Page, index: number) =>
  page.getByTestId(`verse-time-${index}`).textContent();
const seconds = (text: string | null) => {
  const [minutes, rest] = (text ?? '').split(' → ')[0]!.split(':');
  return Number(minutes) * 60 + Number(rest);
};

beforeAll(async () => {
  browser = await launchPlayerBrowser();
  api = await adminApi(baseUrl, adminPassword);
  const all = await demoRecitations(baseUrl);
  // Kocc Barma's four sayings: 4 verses, 9.9 s.
  recitation = all.find((r) => r.cues.length === 4)!;
  originalVtt = (await api<AudioRow>('GET', `audios/${recitation.audioId}`)).vtt!;
});

afterAll(async () => {
  const now = await api<AudioRow>('GET', `audios/${recitation.audioId}`);
  await api('PUT', `audios/${recitation.audioId}`, { vtt: originalVtt, version: now.version });
  await browser?.close();
});

describe('the subtitle generator', () => {
  it('times a recording with Space, undoes, nudges and saves; a reader then highlights by the new timing', async () => {
    const before = await api<AudioRow>('GET', `audios/${recitation.audioId}`);
    const admin = await openPage(browser, baseUrl);
    const { page } = admin;
    // Every time the page asks for the recording's bytes (the player's and the decoder's).
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/audios/stream/${recitation.audioId}`)
        downloads.push(request.headers().range ?? 'whole file');
    });
    await signInAndOpen(page, recitation.audioId);
    // The saved timing is listed, then cleared to tap again from the first verse.
    expect(seconds(await verseTime(page, 1))).toBeCloseTo(recitation.cues[1]!.start, 1);
    await page.getByRole('button', { name: 'Reprendre le marquage à partir du vers 1' }).click();
    await expect(verseTime(page, 0)).resolves.toBe('non minuté');

    const play = page.getByRole('button', { name: 'Lire', exact: true });
    await play.click();
    await generatorAudio(page).evaluate((audio: HTMLAudioElement) => audio.play());
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="generator-audio"]') as HTMLAudioElement).paused,
    );
    // Space stamps even with a button focused (the play/pause button keeps the audio playing).
    const pauseButton = page.getByRole('button', { name: 'Pause', exact: true });
    await pauseButton.focus();
    for (const [index, at] of [0.3, 3.7, 6.5, 8.6].entries()) {
      await setClock(page, at);
      await page.keyboard.press('Space');
      await page
        .getByTestId('generator-status')
        .getByText(`Vers ${index + 1} :`)
        .waitFor();
    }
    expect(await generatorAudio(page).evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
    expect(seconds(await verseTime(page, 3))).toBeCloseTo(8.6, 0);
    // Shift+Space undoes the last stamp; verse 4 is stamped again, earlier.
    await page.keyboard.press('Shift+Space');
    await expect(verseTime(page, 3)).resolves.toBe('non minuté');
    await setClock(page, 8.3);
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    // → nudges the chosen verse's start by 0.1 s.
    await page.getByRole('button', { name: 'Choisir le vers 2' }).click();
    const stamped2 = seconds(await verseTime(page, 1));
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => seconds(await verseTime(page, 1))).toBeCloseTo(stamped2 + 0.1, 2);
    // Played, decoded and drawn from one download: the player plays the bytes the decoder got.
    expect(downloads).toEqual(['whole file']);

    expect(
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
        (v) => v.id,
      ),
    ).toEqual([]);
    await saveScreenshot(page, 'vtt-generator', 'fr');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText('Sous-titres enregistrés').waitFor();
    await page.getByText('Tout est enregistré').waitFor();

    const saved = await api<AudioRow>('GET', `audios/${recitation.audioId}`);
    expect(saved.version).toBeGreaterThan(before.version);
    const parsed = parseVtt(saved.vtt!);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.cues.map((c) => c.text)).toEqual(recitation.cues.map((c) => c.text));
    const starts = parsed.cues.map((c) => c.start);
    expect(starts[0]).toBeCloseTo(0.3, 0);
    expect(starts[1]!).toBeCloseTo(stamped2 + 0.1, 2);
    expect(starts[1]!).toBeGreaterThan(3.6);
    expect(starts[3]!).toBeLessThan(8.5);
    // Chromium's own WebVTT parser reads one cue per verse.
    const browserCues = await page.evaluate(async (text) => {
      const audio = document.createElement('audio');
      const track = document.createElement('track');
      track.kind = 'subtitles';
      track.default = true;
      track.src = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
      audio.append(track);
      document.body.append(audio);
      await new Promise((resolve, reject) => {
        track.addEventListener('load', resolve);
        track.addEventListener('error', reject);
      });
      return track.track.cues?.length ?? 0;
    }, saved.vtt!);
    expect(browserCues).toBe(4);
    expect(admin.problems).toEqual([]);

    // A reader's device (its first sync brings the new WebVTT) highlights by the new timing:
    // at 3.3 s the old file said verse 2, the new one still verse 1 (it starts at ~3.8 s).
    const reader = await openPage(browser, baseUrl);
    await reader.page.goto(`/poem/${recitation.poemId}`);
    const player = reader.page.locator(`[data-recitation-player="${recitation.audioId}"]`);
    await player.waitFor({ timeout: 30_000 });
    await player.locator('[data-player-toggle]').click();
    await waitForPlayingPast(reader.page, 0.2);
    await player.getByRole('button', { name: 'Pause' }).click();
    await setAudioTime(reader.page, 3.3);
    await expect.poll(() => currentVerseIndex(reader.page)).toBe('0');
    await setAudioTime(reader.page, starts[1]! + 0.3);
    await expect.poll(() => currentVerseIndex(reader.page)).toBe('1');
    await reader.context.close();
    await admin.context.close();
  });

  it('keeps unsaved stamps over a reload, refuses a broken .vtt by its line, and saves the automatic draft', async () => {
    const admin = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 } });
    const { page } = admin;
    await signInAndOpen(page, recitation.audioId);
    await page.getByRole('button', { name: 'Reprendre le marquage à partir du vers 2' }).click();
    await setClock(page, 4);
    await page.keyboard.press('Space');
    await page.getByTestId('generator-status').getByText('Vers 2 :').waitFor();
    await waitForMirror(
      page,
      async () =>
        (await mirrorRows<{ form: string; recordId: string }>(page, 'drafts')).some(
          (d) => d.form === 'vtt-generator' && d.recordId === recitation.audioId,
        ),
      { what: 'the timing draft to be written' },
    );
    await page.reload();
    // The dashboard's one autosave offers the earlier work back: restore it.
    const offer = page.getByTestId('draft-offer');
    await offer.waitFor({ timeout: 20_000 });
    await offer.getByRole('button', { name: 'Les restaurer' }).click();
    expect(seconds(await verseTime(page, 1))).toBeCloseTo(4, 0);
    await expect(verseTime(page, 2)).resolves.toBe('non minuté');
    expect(await overflowsHorizontally(page)).toBe(false);

    await page.getByLabel('Importer un fichier .vtt').setInputFiles({
      name: 'broken.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:0x.000\nJigeen\n'),
    });
    await page.getByTestId('import-errors').getByText('ligne 3').waitFor();

    await page.getByTestId('waveform').waitFor();
    await page.getByRole('button', { name: 'Brouillon automatique' }).click();
    await expect(verseTime(page, 3)).resolves.not.toBe('non minuté');
    // Meanwhile another administrator saves this recording's WebVTT: the save meets the
    // dashboard's conflict screen, and "keep mine" saves the draft on their version.
    const theirs = await api<AudioRow>('GET', `audios/${recitation.audioId}`);
    await api('PUT', `audios/${recitation.audioId}`, {
      vtt: originalVtt.replace('00:00:00.000 -->', '00:00:00.100 -->'),
      version: theirs.version,
    });
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByTestId('conflict-view').waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await page.getByRole('button', { name: 'Garder la mienne' }).click();
    await page.getByText('Sous-titres enregistrés').waitFor();
    const saved = await api<AudioRow>('GET', `audios/${recitation.audioId}`);
    const parsed = parseVtt(saved.vtt!);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.cues).toHaveLength(4);
    parsed.cues.forEach((cue, i) => {
      expect(Math.abs(cue.start - recitation.cues[i]!.start)).toBeLessThan(0.3);
    });
    // The 409 of the stale save is logged by Chromium as a failed resource.
    expect(admin.problems.filter((p) => !/409/.test(p))).toEqual([]);
    await admin.context.close();
  });

  it('is usable in Arabic (right to left) at 390 px, axe-clean', async () => {
    const admin = await openPage(browser, baseUrl, {
      viewport: { width: 390, height: 844 },
      locale: 'ar',
    });
    const { page } = admin;
    const returnTo = `/dashboard/poems/vtt-generator?audio=${recitation.audioId}`;
    await signIn(page, { password: adminPassword }, returnTo, 'returnTo', 'ar');
    await waitForHeading(page, 'مولّد الترجمات');
    await page.getByTestId('waveform').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await overflowsHorizontally(page)).toBe(false);
    const violations = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.violations.map((v) => v.id)).toEqual([]);
    await saveScreenshot(page, 'vtt-generator', 'ar');
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });
});
