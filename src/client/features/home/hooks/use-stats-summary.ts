/**
 * Loads the home page counters. States: 'loading', 'ready' (with data) and
 * 'unavailable' (offline, or the call failed). It retries when the browser comes back
 * online. When offline the service worker may still answer from its API cache, so a
 * reader who has been online once keeps seeing the last known figures.
 */
import { useEffect, useState } from 'react';
import type { KyInstance } from 'ky';
import { getStatsSummary, type StatsSummary } from '@client/api/get-stats-summary';
import { useOnline } from '@client/hooks/use-online';

export type StatsState =
  { status: 'loading' } | { status: 'ready'; data: StatsSummary } | { status: 'unavailable' };

export function useStatsSummary(client: KyInstance): StatsState {
  const online = useOnline();
  const [state, setState] = useState<StatsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getStatsSummary(client, controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch(() => {
        if (!controller.signal.aborted)
          setState((s) => (s.status === 'ready' ? s : { status: 'unavailable' }));
      });
    return () => controller.abort();
  }, [client, online]);

  return state;
}
