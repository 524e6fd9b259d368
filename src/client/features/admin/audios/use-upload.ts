/**
 * One upload at a time with its progress and its Cancel: `run(send)` hands `send` the
 * progress callback and an abort signal; `cancel()` aborts it (the browser closes the
 * connection, the server keeps nothing). A cancelled run rejects with an AbortError, which
 * the callers take as "stopped", not as a failure.
 */
import { useCallback, useRef, useState } from 'react';
import type { UploadProgress } from '@client/api/upload-with-progress';
import type { Transfer } from './uploads';

export function useUpload() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async <T>(send: (transfer: Transfer) => Promise<T>): Promise<T> => {
    const abort = new AbortController();
    controller.current = abort;
    setCancelled(false);
    setProgress({ loaded: 0, total: 0 });
    try {
      return await send({ onProgress: setProgress, signal: abort.signal });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }, []);

  const cancel = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    setCancelled(true);
  }, []);

  return {
    /** Bytes sent and the total while an upload runs; null otherwise. */
    progress,
    /** True after a Cancel, until the next upload starts. */
    cancelled,
    run,
    cancel,
  };
}
