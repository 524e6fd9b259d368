/**
 * A poem's `hasAudio` on the device: true while the mirror holds a recitation of it, the
 * server's rule (`exists (select 1 from audios where poem_id = poems.id)`). The change
 * feed leaves derived fields out, so the mirror derives it as rows arrive (apply-changes.ts)
 * and once for the poems a device stored before (db.ts, version 6). Runs inside the
 * caller's transaction.
 */
import type { AppDb } from '../db/db';

/** The poems that the recitations `audioIds` belong to in the mirror now. */
export async function poemsOfAudios(database: AppDb, audioIds: string[]): Promise<Set<string>> {
  if (audioIds.length === 0) return new Set();
  const rows = await database.audios.bulkGet(audioIds);
  return new Set(rows.flatMap((a) => (a ? [a.poemId] : [])));
}

/**
 * Sets `hasAudio` on `incoming` poem rows (about to be stored), and on the stored poems of
 * `touched` (whose recitations changed) that are not among them.
 */
export async function deriveHasAudio(
  database: AppDb,
  incoming: Record<string, unknown>[],
  touched: ReadonlySet<string>,
): Promise<void> {
  // Recitations are few beside poems: one read of the index's keys answers for every poem.
  const withAudio = new Set((await database.audios.orderBy('poemId').uniqueKeys()).map(String));
  const incomingIds = new Set<string>();
  for (const row of incoming) {
    incomingIds.add(String(row.id));
    row.hasAudio = withAudio.has(String(row.id));
  }
  const stored = [...touched].filter((id) => !incomingIds.has(id));
  if (stored.length === 0) return;
  await database.poems
    .where('id')
    .anyOf(stored)
    .modify((poem) => void (poem.hasAudio = withAudio.has(poem.id)));
}
