/**
 * Writes one page of the change feed into the mirror, together with its cursor, in ONE
 * IndexedDB transaction: either the whole page and the new cursor are stored, or neither
 * is. An interrupted sync therefore resumes from the last stored cursor; re-applying a
 * page is harmless (puts are by id, deletes of a missing id do nothing), so there is no
 * duplicate and no loss.
 *
 * Counts a reader moved offline stay visible: a row arriving from the server gets the
 * events still waiting in the outbox added to its views, likes or plays.
 *
 * A poem's `hasAudio` is derived here, as the server derives it (the feed leaves derived
 * fields out): a poem arriving gets it from the mirrored recitations, and a recitation
 * added, moved or deleted sets it on the poems it left and joined (the "with
 * recitation" filter found no poem).
 */
import type { Change } from '@domain/sync';
import { MIRROR_TABLES, withScope, type AppDb, type OutboxEntry } from '../db/db';
import { setMeta, META } from './meta';
import { deriveHasAudio, poemsOfAudios } from './derive-has-audio';

type MirrorTable = (typeof MIRROR_TABLES)[number];

/** The counter each outbox kind moves, on which table (a drift report moves no public count). */
const PENDING_FIELD: Record<
  Exclude<OutboxEntry['kind'], 'drift'>,
  { table: MirrorTable; field: string }
> = {
  view: { table: 'poems', field: 'views' },
  like: { table: 'poems', field: 'likes' },
  play: { table: 'audios', field: 'plays' },
};

/** The last change per (entity, id) wins: the feed is in rev order. */
function lastChangePerRow(changes: readonly Change[]) {
  const last = new Map<string, Change>();
  for (const change of changes) {
    const id = change.op === 'put' ? String(change.row.id) : change.id;
    const key = `${change.entity}\u0000${id}`;
    last.delete(key);
    last.set(key, change);
  }
  return last.values();
}

function addPendingCounts(
  puts: Map<MirrorTable, Record<string, unknown>[]>,
  pending: readonly OutboxEntry[],
) {
  if (pending.length === 0) return;
  const byTarget = new Map<string, number>();
  for (const entry of pending) {
    const key = `${entry.kind}\u0000${entry.targetId}`;
    byTarget.set(key, (byTarget.get(key) ?? 0) + 1);
  }
  for (const [kind, { table, field }] of Object.entries(PENDING_FIELD)) {
    for (const row of puts.get(table) ?? []) {
      const extra = byTarget.get(`${kind}\u0000${String(row.id)}`);
      if (extra && typeof row[field] === 'number') row[field] = (row[field] as number) + extra;
    }
  }
}

/** Applies `changes` and stores `cursor`, atomically. */
export async function applyChanges(
  database: AppDb,
  changes: readonly Change[],
  cursor: number,
): Promise<void> {
  const puts = new Map<MirrorTable, Record<string, unknown>[]>();
  const deletes = new Map<MirrorTable, string[]>();
  for (const change of lastChangePerRow(changes)) {
    if (change.op === 'put') {
      const rows = puts.get(change.entity) ?? [];
      // Difficult words are stored with their scope (db.ts); other rows as received.
      rows.push(change.entity === 'difficultWords' ? withScope(change.row) : { ...change.row });
      puts.set(change.entity, rows);
    } else {
      const ids = deletes.get(change.entity) ?? [];
      ids.push(change.id);
      deletes.set(change.entity, ids);
    }
  }
  const tables = [...MIRROR_TABLES.map((t) => database.table(t)), database.meta, database.outbox];
  await database.transaction('rw', tables, async () => {
    addPendingCounts(puts, await database.outbox.toArray());
    const audioPuts = puts.get('audios') ?? [];
    // The poems the recitations of this page leave (read before they change) and join.
    const touched = await poemsOfAudios(database, [
      ...audioPuts.map((a) => String(a.id)),
      ...(deletes.get('audios') ?? []),
    ]);
    for (const audio of audioPuts) touched.add(String(audio.poemId));
    // Recitations first, so the poems of this page are derived from the mirror they join.
    const order = (entity: MirrorTable) => (entity === 'audios' ? 0 : 1);
    const sorted = <T>(map: Map<MirrorTable, T>) =>
      [...map].sort(([a], [b]) => order(a) - order(b));
    for (const [entity, ids] of sorted(deletes)) {
      if (entity === 'audios') await database.audios.bulkDelete(ids);
    }
    for (const [entity, rows] of sorted(puts)) {
      if (entity === 'poems') await deriveHasAudio(database, rows, touched);
      await database.table(entity).bulkPut(rows);
    }
    if (!puts.has('poems') && touched.size > 0) await deriveHasAudio(database, [], touched);
    for (const [entity, ids] of deletes) {
      if (entity !== 'audios') await database.table(entity).bulkDelete(ids);
    }
    await setMeta(database, META.cursor, cursor);
  });
}

/**
 * Empties the mirrored tables, the saved word index and the cursor (the server said 410):
 * the next pull starts from 0. Downloads and the outbox are kept: a reset never loses a
 * reader's audio or events. The caller clears the mirror-ready hint first (sync-engine.ts).
 */
export async function resetMirror(database: AppDb): Promise<void> {
  const tables = [...MIRROR_TABLES.map((t) => database.table(t)), database.meta];
  await database.transaction('rw', [...tables, database.wordIndex], async () => {
    for (const table of MIRROR_TABLES) await database.table(table).clear();
    await database.wordIndex.clear();
    await setMeta(database, META.cursor, 0);
    await database.meta.delete(META.horizon);
    const epoch = ((await database.meta.get(META.epoch))?.value as number | undefined) ?? 0;
    await setMeta(database, META.epoch, epoch + 1);
  });
}
