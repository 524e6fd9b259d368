/**
 * The app's one player (see player-store.ts). Its audio element is appended to <body> once, outside
 * React, so no route change can unmount it; it carries an id so tests can reach it.
 * This module loads with the mini-player, after the first content is shown (routes/_main.tsx):
 * that is when the last recitation is offered again (../resume), never before the first paint.
 */
import i18n from 'i18next';
import { localStorageOrUndefined } from '@client/lib/local-storage';
import { isMirrorReady } from '@client/sync/mirror-ready';
import { recordPlay } from '@client/sync/outbox';
import { findTrack } from '../resume/find-track';
import { persistRecitation } from '../resume/persist-recitation';
import { restoreRecitation } from '../resume/restore-recitation';
import { connectMediaSession } from './media-session';
import { createPlayerStore } from './player-store';

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
  isOnline: () => navigator.onLine,
});

connectMediaSession(playerStore, () => i18n.t('common:app.name'));

persistRecitation(playerStore, localStorageOrUndefined());
void restoreRecitation(playerStore, {
  storage: localStorageOrUndefined(),
  findTrack,
  mirrorReady: isMirrorReady,
});
