/**
 * The recording, downloaded once per screen: the same bytes play in the generator's player
 * (a blob: URL) and are decoded by Web Audio for the automatic draft (silences) and the
 * waveform's peaks. Once, because the decoder needs the whole file anyway: letting the
 * <audio> stream it beside that download fetched every recording twice. A failed download
 * leaves the player on the stream URL (tap-to-sync still works) and the waveform unavailable;
 * a failed decode, only the waveform and the draft.
 */
import { useEffect, useState } from 'react';
import { audioStreamUrl } from '@domain/audio-stream';
import { api } from '@client/api/api-client';
import { decodeRecording, peaksOf, type DecodedAudio } from './lib/decode-audio';

export type DecodedState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; audio: DecodedAudio; peaks: Float32Array };

export interface Recording {
  /** What the player plays: null while the bytes are on their way. */
  src: string | null;
  decoded: DecodedState;
}

export function useRecording(audioId: string): Recording {
  const [src, setSrc] = useState<string | null>(null);
  const [decoded, setDecoded] = useState<DecodedState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let url: string | undefined;
    setSrc(null);
    setDecoded({ status: 'loading' });
    void (async () => {
      try {
        // With the session: a draft poem's recording is refused to readers' requests.
        const blob = await api.getBlob(audioStreamUrl(audioId), {
          prefixUrl: '',
          signal,
          timeout: false,
        });
        const type = blob.type;
        const bytes = await blob.arrayBuffer();
        if (signal.aborted) return;
        // The Blob copies the bytes first: decodeAudioData detaches the buffer it is given.
        url = URL.createObjectURL(new Blob([bytes], { type }));
        setSrc(url);
        const audio = await decodeRecording(bytes);
        if (!signal.aborted) setDecoded({ status: 'ready', audio, peaks: peaksOf(audio) });
      } catch (error) {
        if (signal.aborted) return;
        console.warn('Recording not decoded', error);
        setSrc((current) => current ?? audioStreamUrl(audioId));
        setDecoded({ status: 'failed' });
      }
    })();
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [audioId]);
  return { src, decoded };
}
