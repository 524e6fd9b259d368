/**
 * A reader's "the highlighting is off" report on a timed recording, queued in the outbox like
 * a like (outbox.ts sends it; post-counter-event.ts names the route), so it works offline and
 * is sent at the next reconnect.
 *
 * One per device and timing: the report is remembered in `meta` (`driftReport:<audioId>`,
 * with the timing's fingerprint) in the same transaction that queues it, so a second tap, a
 * reload or another tab finds it and queues nothing. A re-timed recording (another
 * fingerprint) may be reported again: the server counts only reports about the current
 * timing. Should the marker be lost (site data cleared), the server still counts the device
 * once: its id and the timing are the report's key there (unless the id went with the data,
 * which then makes a new device, as clearing site data does everywhere).
 */
import { timingFingerprint } from '@domain/vtt/timing-fingerprint';
import { db as appDb, type AppDb } from '../db/db';
import { deviceIdOf } from './device-id';
import { signalOutboxQueued } from './outbox-signal';
import { nextCreatedAt } from './outbox';

/** none: not reported; queued: waiting for the network; sent: the server has it. */
export type DriftReportState = 'none' | 'queued' | 'sent';

const markerKey = (audioId: string) => `driftReport:${audioId}`;

interface Marker {
  timing: string;
  at: number;
}

/** Queues this device's report on the recording's timing; false when it was already made. */
export async function recordDriftReport(
  audioId: string,
  vtt: string,
  database: AppDb = appDb,
): Promise<boolean> {
  const timing = timingFingerprint(vtt);
  const deviceId = await deviceIdOf(database);
  const queued = await database.transaction('rw', [database.meta, database.outbox], async () => {
    const marker = (await database.meta.get(markerKey(audioId)))?.value as Marker | undefined;
    if (marker?.timing === timing) return false;
    await database.meta.put({ key: markerKey(audioId), value: { timing, at: Date.now() } });
    await database.outbox.add({
      key: crypto.randomUUID(),
      kind: 'drift',
      targetId: audioId,
      createdAt: nextCreatedAt(),
      attempts: 0,
      report: { deviceId, timing },
    });
    return true;
  });
  if (queued) signalOutboxQueued();
  return queued;
}

/** Whether this device has reported the recording's current timing, and whether it left. */
export async function driftReportState(
  audioId: string,
  vtt: string,
  database: AppDb = appDb,
): Promise<DriftReportState> {
  const marker = (await database.meta.get(markerKey(audioId)))?.value as Marker | undefined;
  if (marker?.timing !== timingFingerprint(vtt)) return 'none';
  const waiting = await database.outbox
    .filter((entry) => entry.kind === 'drift' && entry.targetId === audioId)
    .count();
  return waiting > 0 ? 'queued' : 'sent';
}
