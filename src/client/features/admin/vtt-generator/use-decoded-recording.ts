/**
 * The recording decoded in the browser, once per screen: its samples feed the automatic
 * draft (silences) and its peaks the waveform. A failure leaves both unavailable and says
 * so; tap-to-sync works without them.
 */
import { useEffect, useState } from 'react';
import { audioStreamUrl } from '@domain/audio-stream';
import { http } from '@client/api/http';
import { decodeRecording, peaksOf, type DecodedAudio } from './lib/decode-audio';

export type DecodedState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; audio: DecodedAudio; peaks: Float32Array };

export function useDecodedRecording(audioId: string): DecodedState {
  const [state, setState] = useState<DecodedState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    http
      .get(audioStreamUrl(audioId), { prefixUrl: '', signal: controller.signal, timeout: false })
      .arrayBuffer()
      .then(decodeRecording)
      .then((audio) => {
        if (!controller.signal.aborted) setState({ status: 'ready', audio, peaks: peaksOf(audio) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Recording not decoded', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [audioId]);
  return state;
}
