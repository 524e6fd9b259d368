/**
 * Helpers of the player's browser suite: the demo recitations read from the running server's API,
 * a browser allowed to start audio without a gesture, and the page-side reads of the one player
 * audio element.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { parseVtt } from '../../../src/domain/vtt/parse-vtt';
import { versesWithIds } from '../../../src/domain/vtt/verses-with-ids';
import type { VttCue } from '../../../src/domain/vtt/vtt-cue';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

export const AUDIO_ID = 'taalif-player-audio';

/**
 * The suite's own launch: the shared flags plus `--autoplay-policy=no-user-gesture-required`,
 * because headless Chromium may refuse `play()` when the test moves the clock or reloads a page
 * without a fresh click; the clicks in these tests are real, the flag only removes that flake.
 */
export function launchPlayerBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
}

export interface DemoRecitation {
  audioId: string;
  poemId: string;
  poemTitle: string;
  singerName: string;
  cues: VttCue[];
  /** The 0-based verse index of each cue (from the cue id, s<stanza>-v<verse>). */
  verseOfCue: number[];
}

interface AudioRow {
  id: string;
  poemId: string;
  singerId: string | null;
  vtt: string | null;
  createdAt: string;
}

async function json<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Every timed recitation (the demo's), with its poem's title, its singer and its cues. The
 * dashboard's suites share the server and upload recordings: untimed ones, and any beyond a
 * poem's first, are left out.
 */
export async function demoRecitations(baseUrl: string): Promise<DemoRecitation[]> {
  const page = await json<{ content: AudioRow[] }>(baseUrl, '/api/audios?size=100');
  return Promise.all(
    page.content
      .filter((audio) => audio.vtt?.trim())
      // One per poem, the first recorded (the demo's): the poem page plays that one.
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .filter((audio, index, all) => all.findIndex((o) => o.poemId === audio.poemId) === index)
      .map(async (audio) => {
        const poem = await json<{ title: string; content: string }>(
          baseUrl,
          `/api/poems/${audio.poemId}`,
        );
        const singer = audio.singerId
          ? await json<{ name: string }>(baseUrl, `/api/singers/${audio.singerId}`)
          : { name: '' };
        const parsed = parseVtt(audio.vtt ?? '');
        if (!parsed.ok) throw new Error(`the VTT of ${audio.id} does not parse`);
        const ids = versesWithIds(poem.content).map((verse) => verse.id);
        return {
          audioId: audio.id,
          poemId: audio.poemId,
          poemTitle: poem.title,
          singerName: singer.name,
          cues: parsed.cues,
          verseOfCue: parsed.cues.map((cue) => ids.indexOf(cue.id ?? '')),
        };
      }),
  );
}

/** The demo recitation of the poem titled `poemTitle` (the suites name the one they drive). */
export async function demoRecitation(baseUrl: string, poemTitle: string): Promise<DemoRecitation> {
  const found = (await demoRecitations(baseUrl)).find((r) => r.poemTitle === poemTitle);
  if (!found) throw new Error(`no timed demo recitation of "${poemTitle}"`);
  return found;
}

/** The audio element's clock and state, read in the page. */
export function audioState(page: Page) {
  return page.evaluate((id) => {
    const audio = document.getElementById(id) as HTMLAudioElement | null;
    return audio
      ? { time: audio.currentTime, paused: audio.paused, error: audio.error?.code ?? null }
      : null;
  }, AUDIO_ID);
}

/** Sets the audio's clock from the page, as a seek by anything outside the app would. */
export function setAudioTime(page: Page, seconds: number) {
  return page.evaluate(
    ({ id, seconds: to }) => {
      (document.getElementById(id) as HTMLAudioElement).currentTime = to;
    },
    { id: AUDIO_ID, seconds },
  );
}

/** Waits until the audio plays on past `seconds`. */
export function waitForPlayingPast(page: Page, seconds: number) {
  return page.waitForFunction(
    ({ id, seconds: past }) => {
      const audio = document.getElementById(id) as HTMLAudioElement | null;
      return !!audio && !audio.paused && audio.currentTime > past;
    },
    { id: AUDIO_ID, seconds },
    { timeout: 20_000 },
  );
}

/** The `data-verse-index` of the verse marked aria-current, or null. */
export function currentVerseIndex(page: Page) {
  return page.evaluate(
    () =>
      document
        .querySelector('[data-verse-index][aria-current="true"]')
        ?.getAttribute('data-verse-index') ?? null,
  );
}
