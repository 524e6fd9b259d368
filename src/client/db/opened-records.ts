/**
 * The records administrators' editors last read from the API, kept on this device so an
 * editor reloaded offline opens with the record as last seen (and its draft, if any) instead
 * of an error. Like drafts, they never leave the device and no write is made from them
 * without the administrator pressing Save online.
 */
import { db as appDb, type AppDb, type OpenedRecordRow } from './db';

/** How many opened records are kept (the most recently opened); older ones are forgotten. */
const OPENED_RECORDS_KEPT = 50;

type Key = { form: string; recordId: string };

/** Keeps `record` as the last copy of this form's record, and forgets the oldest beyond the cap. */
export async function keepOpenedRecord(
  key: Key,
  record: Record<string, unknown>,
  database: AppDb = appDb,
): Promise<void> {
  await database.transaction('rw', database.openedRecords, async () => {
    await database.openedRecords.put({ ...key, record, seenAt: Date.now() });
    const extra = (await database.openedRecords.count()) - OPENED_RECORDS_KEPT;
    if (extra > 0) await database.openedRecords.orderBy('seenAt').limit(extra).delete();
  });
}

/** The record as this form last read it, or undefined. */
export function readOpenedRecord(
  key: Key,
  database: AppDb = appDb,
): Promise<OpenedRecordRow | undefined> {
  return database.openedRecords.get([key.form, key.recordId]);
}
