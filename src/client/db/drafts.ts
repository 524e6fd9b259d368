/**
 * Administrators' unsaved forms, kept on the device (the local-only `drafts` table) so a
 * reload, a closed tab, a crash or a lost connection never loses typed text. One draft per
 * form and record; a successful save deletes it. Drafts never leave the device: an admin
 * write is made online or refused, never queued (DESIGN.md section 7).
 */
import { db as appDb, type AppDb, type DraftRow } from './db';

/** The record id of a form that creates a record. */
export const NEW_RECORD = 'new';

export type DraftKey = { form: string; recordId: string };

/** The draft of this form and record, or undefined. */
export function readDraft(key: DraftKey, database: AppDb = appDb): Promise<DraftRow | undefined> {
  return database.drafts.get([key.form, key.recordId]);
}

/** Writes (or replaces) the draft of this form and record. */
export async function writeDraft(
  draft: Omit<DraftRow, 'savedAt'>,
  database: AppDb = appDb,
): Promise<void> {
  await database.drafts.put({ ...draft, savedAt: Date.now() });
}

/** Forgets the draft of this form and record (after a save, or when the administrator discards it). */
export async function deleteDraft(key: DraftKey, database: AppDb = appDb): Promise<void> {
  await database.drafts.delete([key.form, key.recordId]);
}

/** Every draft on this device, the latest first (the dashboard's desk lists them). */
export function listDrafts(database: AppDb = appDb): Promise<DraftRow[]> {
  return database.drafts.orderBy('savedAt').reverse().toArray();
}
