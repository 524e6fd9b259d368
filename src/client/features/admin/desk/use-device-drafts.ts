/** The drafts kept on this device, the latest first, live (undefined while first read). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { DraftRow } from '@client/db/db';
import { listDrafts } from '@client/db/drafts';

export const useDeviceDrafts = (): DraftRow[] | undefined => useLiveQuery(() => listDrafts(), []);
