/** How much of the anthology is on this device (poems and poets in the mirror). */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';

export function useMirrorCounts(): { poems: number; poets: number } | undefined {
  return useLiveQuery(async () => ({
    poems: await db.poems.count(),
    poets: await db.poets.count(),
  }));
}
