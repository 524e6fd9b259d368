/**
 * The library screen's lists: the replica's view (@domain/library/view) with the names of
 * what it holds, read from the device's mirror of the anthology, so the screen works
 * offline. A favourite whose record the mirror does not hold (not synced yet, or removed from
 * the anthology) is left out rather than shown without a name.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { viewLibrary } from '@domain/library/view';
import type { Audio, Poem, Poet } from '@domain/schemas';
import { db } from '@client/db/db';
import { stateOf } from '../replica';

export interface LibraryLists {
  poems: Poem[];
  audios: Audio[];
  poets: Poet[];
  liked: Poem[];
}

const ids = (targets: { type: string; id: string }[], type: string) =>
  targets.filter((target) => target.type === type).map((target) => target.id);
const found = <Row>(rows: (Row | undefined)[]) => rows.filter((row) => row !== undefined);

async function readLists(): Promise<LibraryLists> {
  const view = viewLibrary(stateOf(await db.libraryOps.toArray()));
  const [poems, audios, poets, liked] = await Promise.all([
    db.poems.bulkGet(ids(view.favourites, 'poem')),
    db.audios.bulkGet(ids(view.favourites, 'audio')),
    db.poets.bulkGet(ids(view.favourites, 'poet')),
    db.poems.bulkGet(view.liked),
  ]);
  return { poems: found(poems), audios: found(audios), poets: found(poets), liked: found(liked) };
}

/** Undefined while the first read runs. */
export const useLibrary = (): LibraryLists | undefined => useLiveQuery(readLists, []);
