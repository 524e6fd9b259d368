/**
 * The lock screen's previous/next keys (a stand-in for navigator.mediaSession: jsdom has none,
 * and no test can press a headset's keys): by recitation while a row plays, the missing end
 * cleared, by verse again once the row is over.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTrack } from '../lib/build-track';
import { FakeAudio } from './fake-audio.test-helper';
import { connectMediaSession } from './media-session';
import { createPlayQueue, type QueueEntry } from './play-queue';
import { createPlayerStore } from './player-store';

const poem = { id: 'p1', title: 'Poem', content: 'One\nTwo\nThree', coverUrl: null };
const entries: QueueEntry[] = ['a1', 'a2', 'a3'].map((id) => ({ audioId: id, title: id }));

/** The handlers the page set last, by action (null: cleared). */
let handlers: Map<string, MediaSessionActionHandler | null>;

beforeEach(() => {
  handlers = new Map();
  const session = {
    metadata: null,
    playbackState: 'none',
    setActionHandler: (action: string, handler: MediaSessionActionHandler | null) =>
      handlers.set(action, handler),
    setPositionState: () => {},
  };
  vi.stubGlobal('MediaMetadata', class {});
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaSession');
});

function setup() {
  const player = createPlayerStore({
    recordPlay: vi.fn(),
    createAudio: () => new FakeAudio() as unknown as HTMLAudioElement,
    isOnline: () => true,
  });
  const queue = createPlayQueue(player, {
    findTrack: async (audioId) => buildTrack({ id: audioId, vtt: null }, poem, null),
    isOnline: () => true,
    isDownloaded: async () => true,
  });
  connectMediaSession(player, () => 'Taalif', queue);
  return { player, queue };
}

/** The lock screen's key pressed (the move it starts is waited for by what it loads). */
const press = (action: MediaSessionAction) => {
  const handler = handlers.get(action);
  expect(handler, `${action} is set`).toBeTypeOf('function');
  handler!({ action });
};

describe('lock screen previous/next', () => {
  it('moves by recitation through a row, with nothing offered past either end', async () => {
    const { player, queue } = setup();
    await queue.start(entries);
    expect(handlers.get('previoustrack')).toBeNull();
    press('nexttrack');
    await vi.waitFor(() => expect(player.getState().track?.audioId).toBe('a2'));
    expect(handlers.get('previoustrack')).toBeTypeOf('function');
    expect(handlers.get('nexttrack')).toBeTypeOf('function');
    press('nexttrack');
    await vi.waitFor(() => expect(player.getState().track?.audioId).toBe('a3'));
    expect(handlers.get('nexttrack')).toBeNull();
    press('previoustrack');
    await vi.waitFor(() => expect(player.getState().track?.audioId).toBe('a2'));
    expect(handlers.get('nexttrack')).toBeTypeOf('function');
  });

  it('moves by verse with no row, and again once the row is over', async () => {
    const { player, queue } = setup();
    // A lone recitation: the keys step through its verses.
    const track = buildTrack({ id: 'solo', vtt: null }, poem, null);
    const step = vi.spyOn(player, 'stepVerse');
    handlers.get('nexttrack')!({ action: 'nexttrack' });
    expect(step).toHaveBeenCalledWith(1);
    await queue.start(entries);
    expect(handlers.get('previoustrack')).toBeNull();
    // The reader opens another recitation: the row ends, and the keys step by verse again.
    player.load(track);
    expect(queue.getState()).toBeNull();
    handlers.get('previoustrack')!({ action: 'previoustrack' });
    expect(step).toHaveBeenLastCalledWith(-1);
  });
});
