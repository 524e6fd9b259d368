/**
 * The reader's collections as the screens show them: the replica's view (@domain/library/view,
 * in its one order) with each item's title read from the device's mirror, so the screens work
 * offline and signed out. An item the mirror does not hold (not synced yet, or removed from
 * the anthology) is kept in its place with `title` null, so the list's order and count stay
 * those of every other device.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionItem } from '@domain/library/operation';
import { viewLibrary } from '@domain/library/view';
import { db } from '@client/db/db';
import { stateOf } from '../replica';

export interface ShownItem extends CollectionItem {
  key: string;
  title: string | null;
  /** A recitation's poem, or null (a poem, or a recitation the mirror lacks). */
  poemTitle: string | null;
}

export interface ShownCollection {
  id: string;
  name: string;
  items: ShownItem[];
}

async function readCollections(): Promise<ShownCollection[]> {
  const { collections } = viewLibrary(stateOf(await db.libraryOps.toArray()));
  const items = collections.flatMap((collection) => collection.items);
  const audios = await db.audios.bulkGet(items.filter((i) => i.type === 'audio').map((i) => i.id));
  const audioById = new Map(audios.flatMap((audio) => (audio ? [[audio.id, audio]] : [])));
  const poemIds = items
    .map((item) => (item.type === 'poem' ? item.id : audioById.get(item.id)?.poemId))
    .filter((id) => id !== undefined);
  const poems = await db.poems.bulkGet([...new Set(poemIds)]);
  const poemTitle = new Map(poems.flatMap((poem) => (poem ? [[poem.id, poem.title]] : [])));
  return collections.map((collection) => ({
    id: collection.id,
    name: collection.name,
    items: collection.items.map(({ type, id }): ShownItem => {
      const audio = type === 'audio' ? audioById.get(id) : undefined;
      return {
        type,
        id,
        key: `${type}:${id}`,
        title: type === 'poem' ? (poemTitle.get(id) ?? null) : (audio?.title ?? null),
        poemTitle: audio ? (poemTitle.get(audio.poemId) ?? null) : null,
      };
    }),
  }));
}

/** Every collection, in the view's order (by name); undefined while the first read runs. */
export const useCollections = (): ShownCollection[] | undefined =>
  useLiveQuery(readCollections, []);
