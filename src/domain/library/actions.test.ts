import { describe, expect, it } from 'vitest';
import { placeInCollection } from './actions';
import { HybridClock } from './hlc';
import { applyOps, emptyLibrary, type LibraryState } from './state';
import { viewLibrary } from './view';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const collectionId = id(9);
const poem = (n: number) => ({ type: 'poem' as const, id: id(n) });
const order = (state: LibraryState) =>
  viewLibrary(state).collections[0]?.items.map((item) => item.id);

describe('placeInCollection', () => {
  it('an index past the end (or before the start) places at that end', () => {
    const clock = new HybridClock('device-a', () => 1_000);
    let state = applyOps(emptyLibrary(), [
      { hlc: clock.tick(), kind: 'collection.rename', collectionId, name: 'A' },
    ]);
    const place = (n: number, index: number) =>
      (state = applyOps(state, [placeInCollection(state, collectionId, poem(n), index, clock)]));
    for (const n of [1, 2, 3]) place(n, Number.MAX_SAFE_INTEGER);
    expect(order(state)).toEqual([id(1), id(2), id(3)]);
    place(3, -5);
    expect(order(state)).toEqual([id(3), id(1), id(2)]);
    place(3, 99);
    expect(order(state)).toEqual([id(1), id(2), id(3)]);
  });
});
