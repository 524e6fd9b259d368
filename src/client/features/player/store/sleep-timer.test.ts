import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTrack } from '../lib/build-track';
import { FakeAudio } from './fake-audio.test-helper';
import { createPlayerStore } from './player-store';
import { createSleepTimer, FADE_MS } from './sleep-timer';

const poem = { id: 'p1', title: 'Poem', content: 'One verse', coverUrl: null };
let audio: FakeAudio;

async function playing() {
  const player = createPlayerStore({
    recordPlay: vi.fn(),
    createAudio: () => {
      audio = new FakeAudio();
      return audio as unknown as HTMLAudioElement;
    },
    isOnline: () => true,
  });
  const sleep = createSleepTimer(player);
  player.load(buildTrack({ id: 'a1', vtt: null }, poem, null));
  await player.play();
  return { player, sleep };
}

// Not the animation frames: the player's clock loop would run a frame per 16 ms of the hour.
beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  }),
);
afterEach(() => vi.useRealTimers());

// Fast alone (under a second); a loaded CI machine once took 5.5 s for the fade's steps.
describe('sleep timer', { timeout: 20_000 }, () => {
  it('after 15 minutes: full volume until the last ten seconds, a fade, then paused', async () => {
    const { player, sleep } = await playing();
    sleep.start(15);
    expect(sleep.getState()).toEqual({ choice: 15, endsAt: Date.now() + 15 * 60_000 });
    vi.advanceTimersByTime(15 * 60_000 - FADE_MS - 1);
    expect(audio.volume).toBe(1);
    vi.advanceTimersByTime(1 + FADE_MS / 2);
    expect(audio.volume).toBeCloseTo(0.5, 1);
    expect(player.getState().isPlaying).toBe(true);
    vi.advanceTimersByTime(FADE_MS / 2 - 250);
    expect(audio.volume).toBeGreaterThan(0);
    expect(audio.volume).toBeLessThan(0.1);
    vi.advanceTimersByTime(250);
    expect(player.getState().isPlaying).toBe(false);
    expect(sleep.getState()).toBeNull();
    // The volume is back for the next play.
    expect(audio.volume).toBe(1);
  });

  it('the fade goes down step by step, never up', async () => {
    const { sleep } = await playing();
    sleep.start(30);
    vi.advanceTimersByTime(30 * 60_000 - FADE_MS);
    const volumes: number[] = [];
    for (let step = 0; step < FADE_MS / 250 - 1; step++) {
      vi.advanceTimersByTime(250);
      volumes.push(audio.volume);
    }
    expect(volumes.length).toBeGreaterThan(30);
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
    expect(new Set(volumes).size).toBe(volumes.length);
  });

  it('cancelled, or replaced, the first timer never stops playback', async () => {
    const { player, sleep } = await playing();
    sleep.start(15);
    vi.advanceTimersByTime(15 * 60_000 - FADE_MS / 2);
    expect(audio.volume).toBeLessThan(1);
    sleep.cancel();
    expect(audio.volume).toBe(1);
    expect(sleep.getState()).toBeNull();
    sleep.start(60);
    vi.advanceTimersByTime(30 * 60_000);
    expect(player.getState().isPlaying).toBe(true);
    expect(audio.volume).toBe(1);
    vi.advanceTimersByTime(30 * 60_000);
    expect(player.getState().isPlaying).toBe(false);
  });

  it('"end of this recitation": fades over its last ten seconds, then is done', async () => {
    const { player, sleep } = await playing();
    sleep.start('end');
    expect(sleep.getState()).toEqual({ choice: 'end', endsAt: null });
    audio.advance(20);
    expect(audio.volume).toBe(1);
    audio.advance(player.getState().duration - 5);
    expect(audio.volume).toBeCloseTo(0.5, 5);
    // At double speed, five seconds of audio are 2.5 s of listening.
    player.setRate(2);
    audio.advance(player.getState().duration - 5);
    expect(audio.volume).toBeCloseTo(0.25, 5);
    expect(sleep.endsHere()).toBe(true);
    expect(sleep.getState()).toBeNull();
    expect(audio.volume).toBe(1);
    expect(sleep.endsHere()).toBe(false);
    // Minutes never end at a recitation's end.
    sleep.start(15);
    expect(sleep.endsHere()).toBe(false);
    expect(sleep.getState()?.choice).toBe(15);
  });
});
