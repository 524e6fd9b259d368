/**
 * The word index saved in the mirror's database (the `wordIndex` table, one row), so that a
 * page's first local query loads it instead of reading every poem and indexing it again
 * (word-index.ts says why, with the figures). The sync writes it (index-while-syncing.ts);
 * a page reads it once, when its index is empty, and catches up from its `lastRev`.
 *
 * The layout is arrays, not objects: IndexedDB's structured clone copies a typed array as
 * one block of bytes, where 2 million posting objects would each be cloned and allocated.
 *
 * The row's key names the layout and the domain's word rules (a fingerprint of what they make
 * of a probe text): an app whose rules differ never reads a snapshot made with other rules,
 * it builds from the mirror, and its sync replaces the row.
 */
import { normalizeWord, spellingKey, splitStanzas, wordBounds } from '@domain/words';
import type { AppDb, WordIndexSnapshot } from './db';
import { hashText } from './text-hash';

/** Bumped when the snapshot's layout changes. */
const LAYOUT = 1;

/** Words that meet every rule the index applies: stanzas, word bounds, case, accents, spellings. */
const PROBE =
  "Sëriñ bi, Serigne! XAALIS khaliss dëkk-deuk\n\nNdiaye Njaay bouki bukki jàmm ŋaaw l'àddina " +
  'Tchiam ciam gnakk ñakk djëf jëf Ėé ΟΔΟΣ οδος 12 ndox-mi';

function rulesFingerprint(): string {
  const bounds: number[] = [];
  const seen: string[] = [];
  for (const stanza of splitStanzas(normalizeWord(PROBE))) {
    const words = wordBounds(stanza, bounds);
    for (let w = 0; w < words; w += 1) {
      const form = stanza.slice(bounds[2 * w], bounds[2 * w + 1]);
      seen.push(form, normalizeWord(form, { ignoreAccents: true }), spellingKey(form));
    }
    seen.push('\n');
  }
  return hashText(seen.join(' ')).toString(36);
}

/**
 * The prefix of the row's key: this layout, these rules. The key ends with the row's
 * `lastRev` (`words/1/<rules>@<rev>`), so the sync can tell how far the saved index is
 * caught up by reading the key alone: the row itself is megabytes (11.6 MB for 10,000 poems).
 */
export const WORD_INDEX_KEY = `words/${LAYOUT}/${rulesFingerprint()}`;

/** The key of a snapshot caught up to `lastRev`. */
export const snapshotKey = (lastRev: number) => `${WORD_INDEX_KEY}@${lastRev}`;

const ours = (database: AppDb) => database.wordIndex.where('key').startsWith(`${WORD_INDEX_KEY}@`);

/** The saved index, or undefined when there is none of this layout and these rules. */
export function loadSnapshot(database: AppDb): Promise<WordIndexSnapshot | undefined> {
  return ours(database).first();
}

/** Saves `snapshot` in place of any other (one row: an older one, or another layout's, is dropped). */
export async function saveSnapshot(database: AppDb, snapshot: WordIndexSnapshot): Promise<void> {
  const key = snapshotKey(snapshot.lastRev);
  await database.transaction('rw', database.wordIndex, async () => {
    await database.wordIndex.where('key').notEqual(key).delete();
    await database.wordIndex.put({ ...snapshot, key });
  });
}

/** The `lastRev` of the saved index, read from its key (not the row), or undefined when none is saved. */
export async function savedSnapshotRev(database: AppDb): Promise<number | undefined> {
  const [key] = await ours(database).primaryKeys();
  return key === undefined ? undefined : Number(key.slice(key.lastIndexOf('@') + 1));
}

/** Whether a snapshot of this layout and these rules is saved (without reading it). */
export async function hasSnapshot(database: AppDb): Promise<boolean> {
  return (await savedSnapshotRev(database)) !== undefined;
}
