/**
 * What the recording's player plays on its page: the bytes fetched with the administrator's
 * session, as a blob: URL. An <audio> element's own request carries no token, and the server
 * refuses a reader's request for a recording of a draft or scheduled poem, so the stream's URL
 * would not play one. A new `version` (a replaced file) fetches again. Null while loading, and
 * the stream's URL if the fetch fails (a published poem's recording still plays).
 */
import { useEffect, useState } from 'react';
import { audioStreamUrl } from '@domain/audio-stream';
import { api } from '@client/api/api-client';

export function useRecordingUrl(audioId: string, version: number): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    setSrc(null);
    api
      .getBlob(`${audioStreamUrl(audioId)}?v=${version}`, {
        prefixUrl: '',
        signal: controller.signal,
        timeout: false,
      })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => {
        if (!controller.signal.aborted) setSrc(`${audioStreamUrl(audioId)}?v=${version}`);
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [audioId, version]);
  return src;
}
