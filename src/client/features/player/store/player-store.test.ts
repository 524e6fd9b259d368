import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTrack } from '../lib/build-track';
import { FakeAudio } from './fake-audio.test-helper';
import { persistRecitation } from '../resume/persist-recitation';
import { readSavedRecitation } from '../resume/saved-recitation';
import { createPlayerStore } from './player-store';
import type { PlayerDeps } from './player-types';

// The demo corpus (tests run from the repository root; jsdom has no file URL for import.meta).
const demo = (path: string) =>
  readFileSync(join(process.cwd(), 'src/server/seed/demo', path), 'utf8');
const content = (
  JSON.parse(demo('anthology.json')) as { poems: Array<{ id: string; content: string }> }
).poems.find((poem) => poem.id === 'tegg-caam')?.content as string;
const poem = { id: 'p1', title: 'Tëgg caam', content, coverUrl: null };
const track = buildTrack({ id: 'a1', vtt: demo('audio/tegg-caam.vtt') }, poem, 'Demo singer');

let audio: FakeAudio;
let online = true;
let failLoads = false;
const recordPlay = vi.fn();
const makeStore = (deps: Partial<PlayerDeps> = {}) =>
  createPlayerStore({
    recordPlay,
    createAudio: () => {
      audio = new FakeAudio();
      audio.failLoads = failLoads;
      return audio as unknown as HTMLAudioElement;
    },
    isOnline: () => online,
    ...deps,
  });

beforeEach(() => {
  recordPlay.mockClear();
  online = true;
  failLoads = false;
});
afterEach(() => vi.restoreAllMocks());

describe('player store', () => {
  it('loads a track, plays, and counts the play once per recitation loaded', async () => {
    const store = makeStore();
    store.load(track);
    expect(audio.src).toBe('/api/audios/stream/a1');
    expect(store.getState().duration).toBe(55.4);
    await store.play();
    store.pause();
    await store.play();
    expect(store.getState().isPlaying).toBe(true);
    expect(recordPlay).toHaveBeenCalledTimes(1);
    expect(recordPlay).toHaveBeenCalledWith('a1');
    store.load(buildTrack({ id: 'a2', vtt: null }, poem, null));
    await store.play();
    store.load(track);
    await store.play();
    expect(recordPlay.mock.calls).toEqual([['a1'], ['a2'], ['a1']]);
  });

  it('follows the clock to the verse with the same text, and seeks to a verse', async () => {
    const store = makeStore();
    store.load(track);
    await store.play();
    const timeline = track.timeline!;
    for (const cue of [timeline.verses[0]!, timeline.verses[6]!, timeline.verses[16]!]) {
      audio.advance((cue.start + cue.end) / 2);
      expect(store.getState().currentVerse).toBe(cue.verseIndex);
      expect(track.verseTexts[cue.verseIndex]).toBeTruthy();
    }
    // The clock's events never stop playback by themselves.
    expect(store.getState().isPlaying).toBe(true);
    store.seekToVerse(4);
    expect(audio.currentTime).toBe(timeline.verses[4]!.start);
    expect(store.getState().currentVerse).toBe(4);
  });

  it('moves the verse at the cue start even when no frame comes (a timer is due then)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0); // frames starved: only the timer is left
    try {
      const store = makeStore();
      store.load(track);
      await store.play();
      const next = track.timeline!.verses[5]!;
      audio.runTo(next.start - 0.3);
      audio.fire('timeupdate'); // the last event before the cue: the timer is armed from it
      expect(store.getState().currentVerse).toBe(4);
      audio.runTo(next.start + 0.01);
      vi.advanceTimersByTime(310);
      expect(store.getState().currentVerse).toBe(next.verseIndex);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('steps verse by verse and by ten seconds, within the audio', () => {
    const store = makeStore();
    store.load(track);
    const starts = track.timeline!.verses.map((cue) => cue.start);
    expect(starts[0]).toBe(0); // at 0 s the first verse is the current one
    store.stepVerse(1);
    expect(audio.currentTime).toBe(starts[1]);
    store.stepVerse(1);
    expect(audio.currentTime).toBe(starts[2]);
    store.stepVerse(-1);
    expect(audio.currentTime).toBe(starts[1]);
    expect(store.getState().currentVerse).toBe(1);
    store.skip(-10);
    expect(audio.currentTime).toBe(0);
    store.seek(54);
    store.skip(10);
    expect(audio.currentTime).toBe(55.4);
  });

  it('repeats a verse three times, then goes on', async () => {
    const store = makeStore();
    store.load(track);
    await store.play();
    const cue = track.timeline!.verses[2]!;
    store.repeatVerses(2, 2, 3);
    expect(audio.currentTime).toBe(cue.start); // moved into the passage
    const seeks: number[] = [];
    audio.addEventListener('seeking', () => seeks.push(audio.currentTime));
    for (let t = cue.start; t < cue.end + 5 && seeks.length < 5; t += 0.1) {
      if (audio.currentTime < t - 0.5) t = audio.currentTime; // a loop moved the clock back
      audio.advance(t);
    }
    expect(seeks).toEqual([cue.start, cue.start]);
    expect(store.getState().repeat).toBeNull();
  });

  it('ends a repeat when the reader seeks elsewhere', () => {
    const store = makeStore();
    store.load(track);
    store.repeatVerses(0, 1, null);
    expect(store.getState().repeat?.times).toBeNull();
    store.seek(40);
    expect(store.getState().repeat).toBeNull();
  });

  it('keeps the speed across recitations', () => {
    const store = makeStore();
    store.load(track);
    store.setRate(1.5);
    store.load(buildTrack({ id: 'a2', vtt: null }, poem, null));
    expect([audio.playbackRate, audio.defaultPlaybackRate, store.getState().rate]).toEqual([
      1.5, 1.5, 1.5,
    ]);
  });

  it('reports a missing file, a network failure, and no network at all', async () => {
    const store = makeStore();
    store.load(track);
    await store.play();
    audio.error = { code: 4 };
    audio.fire('error');
    expect(store.getState()).toMatchObject({ error: 'missing', isPlaying: false });
    audio.error = { code: 2 };
    audio.fire('error');
    expect(store.getState().error).toBe('network');
    online = false;
    audio.fire('error');
    expect(store.getState().error).toBe('offline');
    online = true;
    await store.play();
    expect(store.getState().error).toBeNull();
  });

  it('a dead connection the browser calls online: offline, and the place survives failed plays', async () => {
    failLoads = true;
    const reach = vi.fn(async () => null);
    const store = makeStore({ reach });
    const stop = persistRecitation(store, localStorage);
    // A recitation offered again after a reload at 0:05, its load failing for want of a network.
    store.load(track, 5);
    await vi.waitFor(() => expect(store.getState().error).toBe('offline'));
    expect(reach).toHaveBeenCalledWith('/api/audios/stream/a1');
    expect(store.getState().currentTime).toBe(5);
    await store.play();
    await vi.waitFor(() => expect(store.getState().error).toBe('offline'));
    expect(store.getState().currentTime).toBe(5);
    expect(readSavedRecitation(localStorage)).toEqual({ audioId: 'a1', time: 5 });
    // Back online: playing starts from the place, not from 0.
    audio.failLoads = false;
    await store.play();
    expect(store.getState()).toMatchObject({ error: null, isPlaying: true, currentTime: 5 });
    expect(audio.currentTime).toBe(5);
    stop();
    localStorage.clear();
  });

  it('calls a file missing only when the server says so', async () => {
    failLoads = true;
    const store = makeStore({ reach: async () => 404 });
    store.load(track);
    await vi.waitFor(() => expect(store.getState().error).toBe('missing'));
    const other = makeStore({ reach: async () => 503 });
    other.load(track);
    await vi.waitFor(() => expect(other.getState().error).toBe('network'));
  });

  it('closes: nothing loaded, and an emptied element is not an error', () => {
    const store = makeStore();
    store.load(track);
    store.close();
    audio.fire('error');
    expect(store.getState()).toMatchObject({ track: null, error: null });
  });

  it('counts the full players on screen', () => {
    const store = makeStore();
    const hideA = store.showFullPlayer();
    const hideB = store.showFullPlayer();
    hideA();
    expect(store.getState().fullPlayers).toBe(1);
    hideB();
    expect(store.getState().fullPlayers).toBe(0);
  });
});

describe('buildTrack', () => {
  it('says why there is no highlighting', () => {
    expect(buildTrack({ id: 'x', vtt: '  ' }, poem, null).timing).toBe('none');
    expect(buildTrack({ id: 'x', vtt: 'not a cue file' }, poem, null)).toMatchObject({
      timing: 'invalid',
      timeline: null,
    });
    const other = 'WEBVTT\n\n00:00.000 --> 00:01.000\nA verse of another poem\n';
    expect(buildTrack({ id: 'x', vtt: other }, poem, null).timing).toBe('unmatched');
    expect(track.timing).toBe('ok');
  });
});
