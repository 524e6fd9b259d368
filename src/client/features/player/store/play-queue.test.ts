import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTrack } from '../lib/build-track';
import { FakeAudio } from './fake-audio.test-helper';
import { createPlayQueue, type QueueEntry } from './play-queue';
import { createPlayerStore } from './player-store';
import { createSleepTimer } from './sleep-timer';

const poem = { id: 'p1', title: 'Poem', content: 'One verse', coverUrl: null };
const entries: QueueEntry[] = ['a1', 'a2', 'a3', 'a4'].map((id) => ({
  audioId: id,
  title: `Title ${id}`,
}));

let audio: FakeAudio;
let online: boolean;
let downloaded: Set<string>;

function setup() {
  const player = createPlayerStore({
    recordPlay: vi.fn(),
    createAudio: () => {
      audio = new FakeAudio();
      return audio as unknown as HTMLAudioElement;
    },
    isOnline: () => online,
  });
  const queue = createPlayQueue(player, {
    findTrack: async (audioId) => buildTrack({ id: audioId, vtt: null }, poem, null),
    isOnline: () => online,
    isDownloaded: async (audioId) => downloaded.has(audioId),
  });
  const sleep = createSleepTimer(player);
  // As player.ts wires them; the move an end started is kept, for the test to wait on.
  player.onEnded(() => {
    advancing = queue.advance(!sleep.endsHere());
  });
  return { player, queue, sleep };
}

let advancing: Promise<boolean> = Promise.resolve(false);
/** Waits for the move the last end started (reading the mirror is a promise chain). */
const settle = () => advancing;
const loaded = (player: ReturnType<typeof setup>['player']) => player.getState().track?.audioId;

beforeEach(() => {
  online = true;
  downloaded = new Set();
});

describe('play queue', () => {
  it('plays the entries one after the other as each one ends, then stops', async () => {
    const { player, queue } = setup();
    expect(await queue.start(entries.slice(0, 2))).toBe(true);
    expect(loaded(player)).toBe('a1');
    expect(player.getState().isPlaying).toBe(true);
    audio.end();
    await settle();
    expect(loaded(player)).toBe('a2');
    expect(player.getState().isPlaying).toBe(true);
    expect(queue.getState()?.index).toBe(1);
    audio.end();
    await settle();
    // The last one ended: the player stays on it, paused, and the queue still shows.
    expect(loaded(player)).toBe('a2');
    expect(player.getState().isPlaying).toBe(false);
  });

  it('moves next and previous, and plays the entry picked in the list', async () => {
    const { player, queue } = setup();
    await queue.start(entries, 1);
    expect(loaded(player)).toBe('a2');
    await queue.next();
    expect(loaded(player)).toBe('a3');
    await queue.previous();
    await queue.previous();
    expect(loaded(player)).toBe('a1');
    // Nothing before the first: it stays.
    expect(await queue.previous()).toBe(false);
    expect(loaded(player)).toBe('a1');
    await queue.playAt(3);
    expect(loaded(player)).toBe('a4');
    expect(await queue.next()).toBe(false);
  });

  it('offline, passes over what is not downloaded, says which, both ways', async () => {
    online = false;
    downloaded = new Set(['a2', 'a4']);
    const { player, queue } = setup();
    await queue.start(entries);
    expect(loaded(player)).toBe('a2');
    expect(queue.getState()?.skipped).toEqual(['Title a1']);
    audio.end();
    await settle();
    expect(loaded(player)).toBe('a4');
    expect(queue.getState()?.skipped).toEqual(['Title a3']);
    await queue.previous();
    expect(loaded(player)).toBe('a2');
    expect(queue.getState()?.skipped).toEqual(['Title a3']);
    // Online again, everything plays.
    online = true;
    await queue.next();
    expect(loaded(player)).toBe('a3');
    expect(queue.getState()?.skipped).toEqual([]);
  });

  it('offline with nothing downloaded, plays nothing', async () => {
    online = false;
    const { player, queue } = setup();
    expect(await queue.start(entries)).toBe(false);
    expect(loaded(player)).toBeUndefined();
    expect(queue.getState()).toBeNull();
  });

  it('ends when the reader loads another recitation or closes the player', async () => {
    const { player, queue } = setup();
    await queue.start(entries);
    player.load(buildTrack({ id: 'other', vtt: null }, poem, null));
    expect(queue.getState()).toBeNull();
    audio.end();
    await settle();
    expect(loaded(player)).toBe('other');
    await queue.start(entries);
    player.close();
    expect(queue.getState()).toBeNull();
  });

  it('a later tap wins over an earlier move still reading the mirror', async () => {
    const { player, queue } = setup();
    await queue.start(entries);
    const first = queue.playAt(2);
    const second = queue.playAt(3);
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(loaded(player)).toBe('a4');
  });

  it('the sleep timer\'s "end of this recitation" stops the row there', async () => {
    const { player, queue, sleep } = setup();
    await queue.start(entries);
    sleep.start('end');
    audio.end();
    await settle();
    expect(loaded(player)).toBe('a1');
    expect(player.getState().isPlaying).toBe(false);
    expect(sleep.getState()).toBeNull();
    // The timer is done: the next end goes on with the row.
    await player.play();
    audio.end();
    await settle();
    expect(loaded(player)).toBe('a2');
  });
});
