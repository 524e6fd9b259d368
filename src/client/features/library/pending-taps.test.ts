/**
 * A favourite tap survives a reload in the instant after it: kept in localStorage before any
 * library code runs, stored at the next page, once only, and as the state it asked for.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { isFavourite } from '@domain/library/actions';
import { db } from '@client/db/db';
import { storePendingTaps, storeTap } from './favourites';
import { keepTap, pendingTaps } from './pending-taps';
import { readLibrary } from './replica';

const poem = { type: 'poem' as const, id: '00000000-0000-4000-8000-000000000001' };
const favourite = async () => isFavourite(await readLibrary(), poem);

beforeEach(async () => {
  localStorage.clear();
  await db.libraryOps.clear();
  await db.libraryOutbox.clear();
});

describe('a favourite tap kept until the library stores it', () => {
  it('is stored by the next page when the tab went before storing it', async () => {
    // The tap's first step only (what the button does synchronously), then the page is gone.
    keepTap({ ...poem, favourite: true });
    expect(await favourite()).toBe(false);

    await storePendingTaps();
    expect(await favourite()).toBe(true);
    expect(pendingTaps()).toEqual([]);
    expect(await db.libraryOutbox.count()).toBe(1);
  });

  it('asks for a state, so storing it twice changes nothing', async () => {
    const tap = { ...poem, favourite: true };
    keepTap(tap);
    await storeTap(tap);
    // A reload after IndexedDB took the tap and before it left the list: stored again.
    keepTap(tap);
    await storePendingTaps();
    expect(await favourite()).toBe(true);
    expect(await db.libraryOps.count()).toBe(1);
  });

  it('keeps only the latest tap on one target, and an untap is kept as such', async () => {
    await storeTap({ ...poem, favourite: true });
    keepTap({ ...poem, favourite: true });
    keepTap({ ...poem, favourite: false });
    expect(pendingTaps()).toEqual([{ ...poem, favourite: false }]);
    await storePendingTaps();
    expect(await favourite()).toBe(false);
  });

  it('leaves a later tap on the list when an earlier one is stored', async () => {
    const first = { ...poem, favourite: true };
    keepTap(first);
    const stored = storeTap(first);
    keepTap({ ...poem, favourite: false });
    await stored;
    expect(pendingTaps()).toEqual([{ ...poem, favourite: false }]);
  });
});
