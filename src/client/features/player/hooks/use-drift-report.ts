/**
 * This device's "the highlighting is off" report on one recording's current timing: its state
 * (none, queued while offline, sent), live from the mirror's meta and outbox, and the action
 * that queues it (client/sync/drift-report.ts: once per device and timing).
 */
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';
import {
  driftReportState,
  recordDriftReport,
  type DriftReportState,
} from '@client/sync/drift-report';

export function useDriftReport(
  audioId: string,
  vtt: string,
): { state: DriftReportState | undefined; report: () => Promise<void> } {
  const state = useLiveQuery(() => driftReportState(audioId, vtt, db), [audioId, vtt]);
  const report = useCallback(async () => {
    await recordDriftReport(audioId, vtt, db);
  }, [audioId, vtt]);
  return { state, report };
}
