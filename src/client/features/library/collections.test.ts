import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { viewLibrary } from '@domain/library/view';
import { db } from '@client/db/db';
import {
  addItem,
  createCollection,
  deleteCollection,
  placeItem,
  removeItem,
  renameCollection,
  restoreCollection,
} from './collections';
import { readLibrary } from './replica';

const poem = (n: number) => ({
  type: 'poem' as const,
  id: `00000000-0000-4000-8000-00000000000${n}`,
});
const audio = { type: 'audio' as const, id: '00000000-0000-4000-8000-0000000000aa' };

const shown = async () => viewLibrary(await readLibrary()).collections;
const itemsOf = async (id: string) =>
  (await shown())
    .find((c) => c.id === id)
    ?.items.map(({ type, id: itemId }) => ({ type, id: itemId }));

beforeEach(async () => {
  await db.libraryOps.clear();
  await db.libraryOutbox.clear();
});

describe('collection gestures on the device', () => {
  it('creates named collections, each gesture also in the outbox', async () => {
    const magal = await createCollection('To learn for the Magal');
    const kocc = await createCollection('Kocc Barma');
    expect((await shown()).map((c) => [c.id, c.name])).toEqual([
      [kocc, 'Kocc Barma'],
      [magal, 'To learn for the Magal'],
    ]);
    expect(await db.libraryOutbox.count()).toBe(2);
  });

  it('adds at the end, moves, and removes items; a poem in several collections', async () => {
    const first = await createCollection('First');
    const second = await createCollection('Second');
    for (const item of [poem(1), audio, poem(2)]) await addItem(first, item);
    await addItem(second, poem(1));
    expect(await itemsOf(first)).toEqual([poem(1), audio, poem(2)]);
    await placeItem(first, poem(2), 0);
    expect(await itemsOf(first)).toEqual([poem(2), poem(1), audio]);
    await placeItem(first, poem(2), 1);
    expect(await itemsOf(first)).toEqual([poem(1), poem(2), audio]);
    await removeItem(first, poem(1));
    expect(await itemsOf(first)).toEqual([poem(2), audio]);
    expect(await itemsOf(second)).toEqual([poem(1)]);
  });

  it('a delete is undone whole (name and items), and a later delete still wins', async () => {
    const id = await createCollection('Magal');
    await addItem(id, poem(1));
    await addItem(id, poem(2));
    await renameCollection(id, 'Magal 2026');
    await deleteCollection(id);
    expect(await itemsOf(id)).toBeUndefined();
    await restoreCollection(id, 'Magal 2026');
    expect((await shown()).find((c) => c.id === id)?.name).toBe('Magal 2026');
    expect(await itemsOf(id)).toEqual([poem(1), poem(2)]);
    await deleteCollection(id);
    expect(await shown()).toEqual([]);
  });
});
