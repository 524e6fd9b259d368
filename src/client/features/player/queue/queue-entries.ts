/**
 * What plays in a row, read from the mirror (offline too): a collection's items in its order,
 * a recitation as itself and a poem as its first recitation (the oldest, as the poem page
 * offers it first), poems without one left out; or a poet's recitations, in the poet page's
 * order (by creation).
 */
import type { Audio } from '@domain/schemas';
import { db } from '@client/db/db';
import type { QueueEntry } from '../store/play-queue';

export interface RowItem {
  type: 'poem' | 'audio';
  id: string;
}

const byCreation = (a: Audio, b: Audio) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;
const entryOf = (audio: Audio): QueueEntry => ({ audioId: audio.id, title: audio.title });

export async function entriesOfItems(items: RowItem[]): Promise<QueueEntry[]> {
  const audios = await db.audios.bulkGet(
    items.filter((item) => item.type === 'audio').map((item) => item.id),
  );
  const byId = new Map(audios.flatMap((audio) => (audio ? [[audio.id, audio]] : [])));
  const poemIds = items.filter((item) => item.type === 'poem').map((item) => item.id);
  const ofPoems = await db.audios.where('poemId').anyOf(poemIds).toArray();
  const firstOfPoem = new Map<string, Audio>();
  for (const audio of ofPoems.sort(byCreation))
    if (!firstOfPoem.has(audio.poemId)) firstOfPoem.set(audio.poemId, audio);
  return items.flatMap((item) => {
    const audio = item.type === 'audio' ? byId.get(item.id) : firstOfPoem.get(item.id);
    return audio ? [entryOf(audio)] : [];
  });
}

export async function entriesOfPoet(poetId: string): Promise<QueueEntry[]> {
  const poems = await db.poems.where('poetId').equals(poetId).primaryKeys();
  const audios = await db.audios.where('poemId').anyOf(poems).toArray();
  return audios.sort(byCreation).map(entryOf);
}
