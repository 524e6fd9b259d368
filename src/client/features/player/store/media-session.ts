/**
 * The lock screen and headset controls (Media Session API): the poem's title, the singer and the
 * artwork of the loaded recitation; play, pause, seek and ±10 s. Previous/next track: while
 * recitations play in a row (play-queue.ts), they move to the row's previous/next recitation,
 * and the one missing at either end of the row is cleared, so the lock screen offers no button
 * that does nothing; with no row, they move by verse, because a lone recitation is one track
 * and its verses are what a listener skips between.
 * Does nothing where the API is missing. Position is reported on track, duration, rate and jump
 * changes; the browser extrapolates it in between.
 */
import { SKIP_SECONDS } from './player-types';
import type { PlayerStore } from './player-store';
import type { QueueState } from './play-queue';

/** What the lock screen needs of the play queue. */
export interface QueueMoves {
  getState: () => QueueState | null;
  subscribe: (listener: () => void) => unknown;
  next: () => Promise<boolean>;
  previous: () => Promise<boolean>;
}

const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
];

function setHandler(
  session: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // This browser does not know the action: the others still work.
  }
}

export function connectMediaSession(
  store: PlayerStore,
  album: () => string,
  queue: QueueMoves,
): void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
    ['play', () => void store.play()],
    ['pause', () => store.pause()],
    ['stop', () => store.pause()],
    ['seekto', (details) => store.seek(details.seekTime ?? 0)],
    ['seekbackward', (details) => store.skip(-(details.seekOffset ?? SKIP_SECONDS))],
    ['seekforward', (details) => store.skip(details.seekOffset ?? SKIP_SECONDS)],
  ];
  for (const [action, handler] of handlers) setHandler(session, action, handler);
  connectTrackKeys(session, store, queue);

  let previous = store.getState();
  let reportedAt = { time: -1, wall: 0 };
  store.subscribe(() => {
    const state = store.getState();
    const { track } = state;
    if (track !== previous.track) {
      session.metadata = track
        ? new MediaMetadata({
            title: track.poemTitle,
            artist: track.singerName ?? '',
            album: album(),
            artwork: track.artworkUrl ? [{ src: track.artworkUrl }, ...APP_ICONS] : APP_ICONS,
          })
        : null;
    }
    if (state.isPlaying !== previous.isPlaying || track !== previous.track)
      session.playbackState = !track ? 'none' : state.isPlaying ? 'playing' : 'paused';
    // Report the position when something the browser cannot extrapolate changed.
    const expected = reportedAt.time + ((Date.now() - reportedAt.wall) / 1000) * state.rate;
    const drifted =
      Math.abs(state.currentTime - (state.isPlaying ? expected : reportedAt.time)) > 1;
    const changed =
      state.duration !== previous.duration ||
      state.rate !== previous.rate ||
      state.isPlaying !== previous.isPlaying;
    if (track && state.duration > 0 && (changed || drifted)) {
      try {
        session.setPositionState({
          duration: state.duration,
          playbackRate: state.rate,
          position: Math.min(state.currentTime, state.duration),
        });
        reportedAt = { time: state.currentTime, wall: Date.now() };
      } catch {
        // A position the browser rejects (duration not settled yet): the next change reports it.
      }
    }
    previous = state;
  });
}

function connectVerseKeys(session: MediaSession, store: PlayerStore): void {
  setHandler(session, 'previoustrack', () => store.stepVerse(-1));
  setHandler(session, 'nexttrack', () => store.stepVerse(1));
}

/** Previous/next by recitation while a row plays, by verse otherwise (set again only on a change). */
function connectTrackKeys(session: MediaSession, store: PlayerStore, queue: QueueMoves): void {
  let shown = '';
  const update = () => {
    const row = queue.getState();
    const hasPrevious = row !== null && row.index > 0;
    const hasNext = row !== null && row.index < row.entries.length - 1;
    const keys = row === null ? 'verses' : `row:${hasPrevious}:${hasNext}`;
    if (keys === shown) return;
    shown = keys;
    if (row === null) return connectVerseKeys(session, store);
    setHandler(session, 'previoustrack', hasPrevious ? () => void queue.previous() : null);
    setHandler(session, 'nexttrack', hasNext ? () => void queue.next() : null);
  };
  update();
  queue.subscribe(update);
}
