/**
 * The reader's library on two devices (the client's replica and sync, features/library)
 * against the real server on a real database: favourites made signed out are merged at
 * sign-in, gestures made offline on both devices both hold after reconnecting, a push that
 * got no answer is sent again and stored once, an erase on one device empties the other,
 * and a replica last synced with another account keeps only what was made on the device.
 * Each device is its own IndexedDB (fake-indexeddb) and talks HTTP to the server.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourite, unfavourite } from '../../src/domain/library/actions';
import type { FavouriteTarget } from '../../src/domain/library/operation';
import { viewLibrary } from '../../src/domain/library/view';
import { createApiClient } from '../../src/client/api/api-client';
import type { TokenStore } from '../../src/client/api/session-tokens';
import { AppDb } from '../../src/client/db/db';
import { syncLibrary } from '../../src/client/features/library/library-sync';
import {
  countLibrary,
  eraseLibrary,
  exportLibrary,
  importLibrary,
  readLibraryFile,
} from '../../src/client/features/library/library-file';
import { readLibrary, recordGesture } from '../../src/client/features/library/replica';
import { saveNote } from '../../src/domain/library/notes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => ctx?.close());

const tokensOf = (token: string): TokenStore => ({
  access: () => token,
  signedIn: () => true,
  save: () => undefined,
  clear: () => undefined,
});

let devices = 0;
/** A device: its own database, and an API client for an account whose requests may be cut. */
function device() {
  const database = new AppDb(`library-device-${++devices}`);
  let offline = false;
  const fetchOrFail: typeof fetch = (input, init) =>
    offline ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
  const clientFor = (token: string) =>
    createApiClient({ prefixUrl: `${baseUrl}/api`, tokens: tokensOf(token), fetch: fetchOrFail });
  return {
    database,
    api: (who: { token: string } = ctx.reader) => clientFor(who.token),
    setOffline: (value: boolean) => void (offline = value),
    sync: (who: { id: string; token: string } = ctx.reader) =>
      syncLibrary({ database, api: clientFor(who.token), account: who.id }),
    favourite: (target: FavouriteTarget) =>
      recordGesture((state, clock) => favourite(state, target, clock), database),
    unfavourite: (target: FavouriteTarget) =>
      recordGesture((state, clock) => unfavourite(state, target, clock), database),
    favourites: async () => viewLibrary(await readLibrary(database)).favourites,
    outbox: () => database.libraryOutbox.count(),
  };
}

const poem = (n: number): FavouriteTarget => ({
  type: 'poem',
  id: `01890000-0000-7000-8000-${String(n).padStart(12, '0')}`,
});
const poet = (n: number): FavouriteTarget => ({ ...poem(n), type: 'poet' });
const sorted = (targets: FavouriteTarget[]) =>
  targets.map((t) => `${t.type}:${t.id}`).sort((a, b) => (a < b ? -1 : 1));

const erase = (who: { token: string }) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/me/library',
    headers: { authorization: `Bearer ${who.token}` },
  });

describe('the library on two devices of one account', () => {
  it('merges favourites made signed out into the account at sign-in, on both sides', async () => {
    const phone = device();
    const laptop = device();
    await laptop.favourite(poem(1));
    await laptop.sync();
    // The phone was used signed out: its favourite is only on the device.
    await phone.favourite(poet(2));
    expect(sorted(await phone.favourites())).toEqual(sorted([poet(2)]));

    await phone.sync(); // signing in
    await laptop.sync();
    const both = sorted([poem(1), poet(2)]);
    expect(sorted(await phone.favourites())).toEqual(both);
    expect(sorted(await laptop.favourites())).toEqual(both);
    expect(await phone.outbox()).toBe(0);
    await erase(ctx.reader);
  });

  it('keeps what both devices did offline once they reconnect, and sends a cut push again once', async () => {
    const phone = device();
    const laptop = device();
    await phone.favourite(poem(3));
    await phone.sync();
    await laptop.sync();

    phone.setOffline(true);
    laptop.setOffline(true);
    await phone.favourite(poem(4));
    // The laptop removes poem 3 while the phone (not knowing) keeps it; both add their own.
    await laptop.unfavourite(poem(3));
    await laptop.favourite(poet(5));
    await expect(phone.sync()).rejects.toMatchObject({ kind: 'network' });
    await expect(laptop.sync()).rejects.toMatchObject({ kind: 'network' });
    expect(await phone.outbox()).toBe(1);
    expect(await laptop.outbox()).toBe(2);

    phone.setOffline(false);
    laptop.setOffline(false);
    await phone.sync();
    await laptop.sync();
    await phone.sync();
    const expected = sorted([poem(4), poet(5)]);
    expect(sorted(await phone.favourites())).toEqual(expected);
    expect(sorted(await laptop.favourites())).toEqual(expected);

    // Each operation is stored once however often it was sent.
    const feed = await ctx.app.inject({
      url: '/api/me/library/ops?since=0&limit=500',
      headers: ctx.asReader,
    });
    const ops = (feed.json() as { ops: { hlc: string }[] }).ops;
    expect(new Set(ops.map((op) => op.hlc)).size).toBe(ops.length);
    expect(ops).toHaveLength(4);
    await erase(ctx.reader);
  });

  it('starts again empty after an erase made on another device', async () => {
    const phone = device();
    await phone.favourite(poem(6));
    await phone.sync();
    expect(await phone.favourites()).toHaveLength(1);

    expect((await erase(ctx.reader)).statusCode).toBe(200);
    // A favourite made before hearing of the erase goes with it, as the erase asked.
    await phone.favourite(poem(7));
    await phone.sync();
    expect(await phone.favourites()).toEqual([]);
    expect(await phone.outbox()).toBe(0);

    // The replica now belongs to the new generation: what follows is kept.
    await phone.favourite(poem(8));
    await phone.sync();
    const other = device();
    await other.sync();
    expect(sorted(await other.favourites())).toEqual(sorted([poem(8)]));
    await erase(ctx.reader);
  });

  it("never shows one account's library to another signed in on the same device", async () => {
    const shared = device();
    await shared.favourite(poem(9));
    await shared.sync(ctx.reader);
    // Signed out, then made on the device, never sent:
    await shared.favourite(poem(10));
    await shared.sync(ctx.admin);
    expect(sorted(await shared.favourites())).toEqual(sorted([poem(10)]));
    const readerDevice = device();
    await readerDevice.sync(ctx.reader);
    expect(sorted(await readerDevice.favourites())).toEqual(sorted([poem(9)]));
    await erase(ctx.reader);
    await erase(ctx.admin);
  });

  it('exports a library as one file, merges it into another account without replacing, and erases it everywhere', async () => {
    const phone = device();
    await phone.favourite(poem(11));
    await recordGesture(
      (state, clock) =>
        saveNote(
          state,
          poem(30).id,
          poem(12).id,
          { verses: { from: 1, to: 2 }, colour: 'blue', text: 'Jàngat' },
          clock,
        ),
      phone.database,
    );
    await phone.sync(ctx.reader);
    const file = readLibraryFile(JSON.stringify(await exportLibrary(phone.database)))!;
    expect(countLibrary(file.ops)).toEqual({ favourites: 1, liked: 0, collections: 0, notes: 1 });
    expect(
      readLibraryFile(
        '{"format":"taalif-library","version":1,"exportedAt":"x","ops":[{"kind":"like"}]}',
      ),
    ).toBeNull();
    expect(readLibraryFile('not json')).toBeNull();

    // Imported on the administrator's device, beside what it holds: both kept, and sent.
    const desk = device();
    await desk.favourite(poet(13));
    expect(await importLibrary(file, desk.database)).toBe(2);
    expect(await importLibrary(file, desk.database)).toBe(0);
    await desk.sync(ctx.admin);
    const adminsOther = device();
    await adminsOther.sync(ctx.admin);
    expect(sorted(await adminsOther.favourites())).toEqual(sorted([poem(11), poet(13)]));
    expect(viewLibrary(await readLibrary(adminsOther.database)).notes).toMatchObject([
      { poemId: poem(12).id, verses: { from: 1, to: 2 }, colour: 'blue', text: 'Jàngat' },
    ]);

    // Erased from the desk: the server's copy and the desk's go, the other device follows.
    await eraseLibrary(desk.api(ctx.admin), desk.database);
    expect(await desk.favourites()).toEqual([]);
    await adminsOther.sync(ctx.admin);
    expect(await adminsOther.favourites()).toEqual([]);
    await desk.favourite(poem(14));
    await desk.sync(ctx.admin);
    await adminsOther.sync(ctx.admin);
    expect(sorted(await adminsOther.favourites())).toEqual(sorted([poem(14)]));
    // The reader's library was never touched by the administrator's import and erase.
    const readers = device();
    await readers.sync(ctx.reader);
    expect(sorted(await readers.favourites())).toEqual(sorted([poem(11)]));
    await erase(ctx.reader);
    await erase(ctx.admin);
  });
});
