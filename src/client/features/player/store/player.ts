/**
 * The app's one player (see player-store.ts). Its audio element is appended to <body> once, outside
 * React, so no route change can unmount it; it carries an id so tests can reach it.
 */
import i18n from 'i18next';
import { connectMediaSession } from './media-session';
import { createPlayerStore } from './player-store';

export const PLAYER_AUDIO_ID = 'taalif-player-audio';

export const playerStore = createPlayerStore({
  // Wired to the outbox when the offline work lands (issue 8).
  recordPlay: () => undefined,
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
