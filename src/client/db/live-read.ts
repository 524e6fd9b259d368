/**
 * A read of the mirror that answers again whenever a row it read changes (Dexie's
 * `liveQuery`), for hooks that load their query's code on demand (client/hooks/
 * use-mirror-query.ts) rather than with `useLiveQuery` in the screen's own chunk.
 */
import { liveQuery } from 'dexie';

export const liveRead = <T>(read: () => Promise<T>) => liveQuery(read);
