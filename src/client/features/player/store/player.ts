/**
 * The app's one player (see player-store.ts). Its audio element is appended to <body> once, outside
 * React, so no route change can unmount it; it carries an id so tests can reach it.
 * This module loads with the mini-player, after the first content is shown (routes/_main.tsx):
 * that is when the last recitation is offered again (../resume), never before the first paint.
 */
import i18n from 'i18next';
import { connectivity } from '@client/api/connectivity';
import { reach } from '@client/api/reach';
import { localStorageOrUndefined } from '@client/lib/local-storage';
import { knownPlace } from '@client/lib/reader-places';
import { isMirrorReady } from '@client/sync/mirror-ready';
import { db } from '@client/db/db';
import { recordPlay } from '@client/sync/outbox';
import { findTrack } from '../resume/find-track';
import { persistRecitation } from '../resume/persist-recitation';
import { restoreRecitation } from '../resume/restore-recitation';
import { connectMediaSession } from './media-session';
import { createPlayQueue } from './play-queue';
import { createPlayerStore } from './player-store';
import { createSleepTimer } from './sleep-timer';

export const PLAYER_AUDIO_ID = 'taalif-player-audio';

export const playerStore = createPlayerStore({
  // Into the outbox: counted on this device at once, sent when online (also offline).
  recordPlay: (audioId) => recordPlay(audioId),
  createAudio: () => {
    const audio = document.createElement('audio');
    audio.id = PLAYER_AUDIO_ID;
    audio.preload = 'metadata';
    audio.hidden = true;
    document.body.append(audio);
    return audio;
  },
  isOnline: connectivity.isOnline,
  // A failed recitation is explained by asking the server for it: no answer is being offline.
  reach: (src) => reach(src).catch(() => 0),
  // A recitation opened again starts where the reader stopped, on this device or another.
  placeOf: (audioId) => knownPlace({ type: 'audio', id: audioId }),
});

export const sleepTimer = createSleepTimer(playerStore);

/** Recitations in a row (a collection's, a poet's); offline, only the downloaded ones play. */
export const playQueue = createPlayQueue(playerStore, {
  findTrack,
  isOnline: connectivity.isOnline,
  isDownloaded: (audioId) => db.downloads.get(audioId).then((saved) => saved !== undefined),
});

// A recitation played to its end: the next in the row, unless the sleep timer stops here.
playerStore.onEnded(() => void playQueue.advance(!sleepTimer.endsHere()));

connectMediaSession(playerStore, () => i18n.t('common:app.name'), playQueue);

persistRecitation(playerStore, localStorageOrUndefined());
void restoreRecitation(playerStore, {
  storage: localStorageOrUndefined(),
  findTrack,
  mirrorReady: isMirrorReady,
});
