/**
 * One read from the API for a screen, keyed: a new key starts a new read (the previous one
 * is aborted) while the last answer stays on the screen, so a list being searched or paged
 * keeps its rows instead of flashing empty. `reload()` reads the same key again (after a
 * delete). No cache beyond the screen: the dashboard shows the server's state of the moment.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@client/api/api-error';

export interface RemoteState<T> {
  /** The last answer (possibly for an earlier key while `loading`). */
  data: T | undefined;
  loading: boolean;
  /** The failure of the latest read, if it failed. */
  error: ApiError | undefined;
  reload: () => void;
}

export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): RemoteState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<ApiError>();
  const [attempt, setAttempt] = useState(0);
  // The read whose answer (or failure) is on screen: loading until it is the current one, so
  // no render shows a new key's state with the previous answer as if it were settled.
  const current = `${attempt}:${key}`;
  const [settled, setSettled] = useState<string>();
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    const read = `${attempt}:${key}`;
    loadRef.current(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setError(undefined);
        setSettled(read);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        // Anything but the API's answer (a chunk that failed to load) reads as no answer.
        setError(
          failure instanceof ApiError
            ? failure
            : new ApiError('network', 0, { message: String(failure) }),
        );
        setSettled(read);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading: settled !== current, error, reload };
}
