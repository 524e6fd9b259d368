import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTrack } from '../lib/build-track';
import { FakeAudio } from '../store/fake-audio.test-helper';
import { createPlayerStore } from '../store/player-store';
import type { PlayerTrack } from '../store/player-types';
import { onPlaceReached, setKnownPlaces, knownPlace } from '@client/lib/reader-places';
import { PLACE_EVERY_MS, SAVE_EVERY_MS, persistRecitation } from './persist-recitation';
import { restoreRecitation } from './restore-recitation';
import { readSavedRecitation, saveRecitation } from './saved-recitation';

const poem = { id: 'p1', title: 'Tëgg caam', content: 'Benn\nÑaar\n\nÑett', coverUrl: null };
const track = buildTrack({ id: 'a1', vtt: null }, poem, null);

let audio: FakeAudio;
const makeStore = () =>
  createPlayerStore({
    recordPlay: () => {},
    createAudio: () => {
      audio = new FakeAudio();
      return audio as unknown as HTMLAudioElement;
    },
    isOnline: () => true,
  });

let clock = 0;
let stop: () => void = () => {};
const persisted = (store: ReturnType<typeof makeStore>) => {
  stop = persistRecitation(store, localStorage, () => clock);
};
const restore = (
  store: ReturnType<typeof makeStore>,
  found: PlayerTrack | null,
  mirrorReady = true,
) =>
  restoreRecitation(store, {
    storage: localStorage,
    findTrack: async (audioId) => (found?.audioId === audioId ? found : null),
    mirrorReady: () => mirrorReady,
  });

beforeEach(() => {
  localStorage.clear();
  clock = 0;
});
afterEach(() => stop());

describe('saving the recitation', () => {
  it('saves the time when playback pauses, and at most every few seconds while playing', async () => {
    const store = makeStore();
    persisted(store);
    store.load(track);
    await store.play();
    audio.advance(1);
    expect(readSavedRecitation(localStorage)).toEqual({ audioId: 'a1', time: 0 });
    clock = SAVE_EVERY_MS - 1;
    audio.advance(2);
    expect(readSavedRecitation(localStorage)?.time).toBe(0);
    clock = SAVE_EVERY_MS;
    audio.advance(3);
    expect(readSavedRecitation(localStorage)?.time).toBe(3);
    audio.runTo(4.5);
    store.pause();
    expect(readSavedRecitation(localStorage)).toEqual({ audioId: 'a1', time: 4.5 });
  });

  it('saves when the page is hidden or left', async () => {
    const store = makeStore();
    persisted(store);
    store.load(track);
    store.seek(7.25);
    window.dispatchEvent(new Event('pagehide'));
    expect(readSavedRecitation(localStorage)?.time).toBe(7.25);
  });

  it('forgets it when the mini-player is closed or the recording is missing', async () => {
    const store = makeStore();
    persisted(store);
    store.load(track);
    await store.play();
    store.pause();
    expect(readSavedRecitation(localStorage)).not.toBeNull();
    store.close();
    expect(readSavedRecitation(localStorage)).toBeNull();

    store.load(track);
    await store.play();
    store.pause();
    audio.error = { code: 4 };
    audio.fire('error');
    expect(readSavedRecitation(localStorage)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(readSavedRecitation(localStorage)).toBeNull();
  });

  it('ignores a damaged entry', () => {
    localStorage.setItem('taalif:recitation', '{"audioId":1}');
    expect(readSavedRecitation(localStorage)).toBeNull();
    localStorage.setItem('taalif:recitation', 'not json');
    expect(readSavedRecitation(localStorage)).toBeNull();
  });
});

describe('restoring the recitation', () => {
  it('offers it paused at its saved time, and playing goes on from there', async () => {
    saveRecitation(localStorage, { audioId: 'a1', time: 12.5 });
    const store = makeStore();
    await restore(store, track);
    expect(store.getState()).toMatchObject({ track, isPlaying: false, currentTime: 12.5 });
    expect(audio.currentTime).toBe(12.5);
    await store.play();
    expect(audio.currentTime).toBe(12.5);
  });

  it('clamps a time beyond the recording to its duration', async () => {
    saveRecitation(localStorage, { audioId: 'a1', time: 900 });
    const store = makeStore();
    await restore(store, track);
    expect(audio.currentTime).toBe(55.4);
    expect(store.getState().currentTime).toBe(55.4);
  });

  it('forgets a recitation or poem deleted since, once the mirror is complete', async () => {
    saveRecitation(localStorage, { audioId: 'a1', time: 3 });
    const store = makeStore();
    await restore(store, null, false);
    expect(store.getState().track).toBeNull();
    expect(readSavedRecitation(localStorage)).not.toBeNull();
    await restore(store, null, true);
    expect(store.getState().track).toBeNull();
    expect(readSavedRecitation(localStorage)).toBeNull();
  });

  it('leaves a recitation the reader already started alone', async () => {
    saveRecitation(localStorage, { audioId: 'a1', time: 3 });
    const other = { ...track, audioId: 'a2', src: '/api/audios/stream/a2' };
    const store = makeStore();
    store.load(other);
    await restore(store, track);
    expect(store.getState()).toMatchObject({ track: other, currentTime: 0 });
  });
});

describe('the place that follows the reader to their other devices', () => {
  let places: number[] = [];
  let stopPlaces = () => {};
  beforeEach(() => {
    places = [];
    stopPlaces = onPlaceReached((target, position) => {
      if (target.type === 'audio' && target.id === 'a1') places.push(position);
    });
  });
  afterEach(() => stopPlaces());

  it('moves at a pause and at most every half minute of playing, in whole seconds', async () => {
    const store = makeStore();
    persisted(store);
    store.load(track);
    expect(places).toEqual([]);
    await store.play();
    audio.advance(3.6);
    expect(places).toEqual([3]);
    clock = PLACE_EVERY_MS - 1;
    audio.advance(5);
    expect(places).toEqual([3]);
    clock = PLACE_EVERY_MS + 1;
    audio.advance(6);
    expect(places).toEqual([3, 6]);
    store.pause();
    expect(places).toEqual([3, 6, 6]);
  });

  it('is never moved by a failed play, nor set to 0 by one', async () => {
    const store = makeStore();
    persisted(store);
    store.load(track, 12);
    await store.play();
    audio.error = { code: 4 };
    audio.fire('error');
    window.dispatchEvent(new Event('pagehide'));
    expect(places).toContain(12);
    expect(places.every((position) => position === 12)).toBe(true);
  });

  it('starts a recitation opened again at the place kept on any device', async () => {
    setKnownPlaces({ 'audio:a1': 21 });
    expect(knownPlace({ type: 'audio', id: 'a1' })).toBe(21);
    const store = createPlayerStore({
      recordPlay: () => {},
      createAudio: () => {
        audio = new FakeAudio();
        return audio as unknown as HTMLAudioElement;
      },
      isOnline: () => true,
      placeOf: (audioId) => knownPlace({ type: 'audio', id: audioId }),
    });
    store.load(track);
    expect(store.getState().currentTime).toBe(21);
    await store.play();
    expect(audio.currentTime).toBe(21);
    setKnownPlaces({});
  });
});
