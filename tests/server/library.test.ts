/**
 * The reader's own library on the server (/api/me/library), on a real database: pushes
 * stored once however often they are retried, each account's feed and file holding its own
 * operations only (every route), 400 per field for bad input, import merging and never
 * replacing, erase reaching the account's other devices, and two devices that push at once
 * converging through the feed to the state the merge gives.
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHlc } from '../../src/domain/library/hlc';
import type { LibraryOp } from '../../src/domain/library/operation';
import { applyOps, emptyLibrary } from '../../src/domain/library/state';
import { viewLibrary } from '../../src/domain/library/view';
import { auditLog } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const id = (n: number) => `01890000-0000-7000-8000-${String(n).padStart(12, '0')}`;
let wall = 1_800_000_000_000;
const hlc = (device: string) => formatHlc({ wall: ++wall, counter: 0, device });
const favourite = (device: string, poem: number): LibraryOp => ({
  hlc: hlc(device),
  kind: 'favourite.add',
  target: { type: 'poem', id: id(poem) },
});

type Who = { authorization: string } | undefined;
const push = (who: Who, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/me/library/ops',
    headers: who,
    payload: body as object,
  });
const feed = (who: Who, query = '') =>
  ctx.app.inject({ url: `/api/me/library/ops${query}`, headers: who });
const exportFile = (who: Who) => ctx.app.inject({ url: '/api/me/library/export', headers: who });
const importFile = (who: Who, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/me/library/import',
    headers: who,
    payload: body as object,
  });
const erase = (who: Who) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/me/library', headers: who });

/** Every operation of an account's feed from `since`, page after page. */
async function pullAll(who: Who, generation: number, since = 0) {
  const ops: LibraryOp[] = [];
  let cursor = since;
  for (;;) {
    const res = await feed(who, `?since=${cursor}&generation=${generation}&limit=3`);
    if (res.statusCode === 204) return { ops, cursor };
    expect(res.statusCode).toBe(200);
    const page = res.json();
    ops.push(...page.ops);
    cursor = page.cursor;
    if (!page.hasMore) return { ops, cursor };
  }
}

describe('/api/me/library', () => {
  it('stores a push once however often it is retried, and feeds it back in order', async () => {
    const ops = [favourite('phone', 1), favourite('phone', 2)];
    const first = await push(ctx.asReader, { generation: 0, ops });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: 2, repeated: 0, generation: 0 });
    const again = await push(ctx.asReader, { generation: 0, ops: [...ops, ops[0]] });
    expect(again.json()).toEqual({ stored: 0, repeated: 3, generation: 0 });
    const page = (await feed(ctx.asReader)).json();
    expect(page).toMatchObject({ generation: 0, hasMore: false, ops });
    // Nothing new since the cursor: an empty 204.
    const quiet = await feed(ctx.asReader, `?since=${page.cursor}&generation=0`);
    expect(quiet.statusCode).toBe(204);
    expect(quiet.body).toBe('');
    expect(quiet.headers['cache-control']).toBe('no-store');
    // What a poll every few seconds costs when nothing changed: its headers only.
    const headerBytes = Object.entries(quiet.headers)
      .map(([name, value]) => `${name}: ${String(value)}\r\n`)
      .join('').length;
    expect(headerBytes).toBeLessThan(500);
  });

  it("never shows or changes one account's library from another", async () => {
    const readerOp = favourite('phone', 3);
    const adminOp = favourite('desk', 4);
    await push(ctx.asReader, { generation: 0, ops: [readerOp] });
    // The same stamp from the other account is that account's own operation.
    expect((await push(ctx.asAdmin, { generation: 0, ops: [adminOp, readerOp] })).json()).toEqual({
      stored: 2,
      repeated: 0,
      generation: 0,
    });
    const readerFeed = (await feed(ctx.asReader)).json().ops as LibraryOp[];
    expect(readerFeed.map((op) => op.hlc)).not.toContain(adminOp.hlc);
    const adminFeed = (await feed(ctx.asAdmin)).json().ops as LibraryOp[];
    expect(adminFeed).toEqual([adminOp, readerOp]);
    const readerFile = (await exportFile(ctx.asReader)).json();
    expect(readerFile.ops.map((op: LibraryOp) => op.hlc)).not.toContain(adminOp.hlc);
    // The reader's erase leaves the administrator's library whole.
    const readerOps = readerFile.ops.length;
    expect(readerOps).toBeGreaterThan(0);
    const erased = await erase(ctx.asReader);
    expect(erased.json()).toEqual({ generation: 1 });
    expect((await feed(ctx.asAdmin)).json()).toMatchObject({
      generation: 0,
      ops: [adminOp, readerOp],
    });
    // …and the reader's import goes into the reader's library only.
    await importFile(ctx.asReader, { ...readerFile, ops: [favourite('phone', 5)] });
    expect(((await feed(ctx.asAdmin)).json().ops as LibraryOp[]).length).toBe(2);
    // An administrator's own library is private too: not in the audit log of admin writes.
    // (The log is written after the answer: wait for an audited write made after the pushes.)
    await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: ctx.asAdmin,
      payload: { name: 'Library audit mark' },
    });
    await expect
      .poll(
        async () =>
          (
            await ctx.database.db
              .select()
              .from(auditLog)
              .where(like(auditLog.action, 'POST /api/tags'))
          ).length,
      )
      .toBe(1);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, '%/api/me/%'));
    expect(audited).toEqual([]);
  });

  it('answers 401 on every route without a signed-in account', async () => {
    const forged = { authorization: `Bearer ${ctx.reader.token.slice(0, -4)}AAAA` };
    for (const who of [undefined, forged]) {
      const answers = await Promise.all([
        push(who, { generation: 0, ops: [favourite('x', 1)] }),
        feed(who),
        exportFile(who),
        importFile(who, { format: 'taalif-library', version: 1, exportedAt: '', ops: [] }),
        erase(who),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
    }
  });

  it('refuses bad input with a reason per field', async () => {
    const bad = await push(ctx.asAdmin, {
      generation: -1,
      ops: [
        { hlc: 'yesterday', kind: 'favourite.add', target: { type: 'poem', id: id(1) } },
        { hlc: hlc('phone'), kind: 'favourite.shout', target: { type: 'poem', id: id(1) } },
        {
          hlc: hlc('phone'),
          kind: 'note.set',
          noteId: id(7),
          poemId: 'x',
          fields: { text: 'a'.repeat(10_001) },
        },
        {
          hlc: hlc('phone'),
          kind: 'collection.add',
          collectionId: id(8),
          item: { type: 'poet', id: id(1) },
          position: 'a0',
        },
        {
          hlc: hlc('phone'),
          kind: 'note.set',
          noteId: id(7),
          poemId: id(1),
          fields: { verses: { from: 4, to: 2 } },
        },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.code).toBe('invalid_request');
    expect(body.fieldCodes).toMatchObject({
      generation: { code: 'too_small' },
      'ops.0.hlc': { code: 'invalid_format' },
      'ops.1.kind': { code: 'invalid_choice' },
      'ops.2.poemId': { code: 'invalid_id' },
      'ops.2.fields.text': { code: 'too_long', params: { limit: 10_000 } },
      'ops.3.item.type': { code: 'invalid_choice' },
      'ops.3.position': { code: 'invalid_format' },
      'ops.4.fields.verses.to': { code: 'invalid_value' },
    });
    const empty = await push(ctx.asAdmin, { generation: 0, ops: [] });
    expect(empty.json().fieldCodes).toMatchObject({ ops: { code: 'too_few' } });
    const many = Array.from({ length: 501 }, () => favourite('phone', 1));
    expect((await push(ctx.asAdmin, { generation: 0, ops: many })).json().fieldCodes).toMatchObject(
      {
        ops: { code: 'too_many', params: { limit: 500 } },
      },
    );
    const extra = await push(ctx.asAdmin, {
      generation: 0,
      ops: [{ ...favourite('phone', 1), owner: 'x' }],
    });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().fieldCodes)).toEqual(['ops.0']);
    const query = await feed(ctx.asAdmin, '?since=-1&limit=100000');
    expect(query.json().fieldCodes).toMatchObject({
      since: { code: 'too_small' },
      limit: { code: 'too_big' },
    });
    const file = await importFile(ctx.asAdmin, { format: 'other', version: 2, ops: 'all' });
    expect(Object.keys(file.json().fieldCodes).sort()).toEqual([
      'exportedAt',
      'format',
      'ops',
      'version',
    ]);
    // Nothing of the refused pushes was stored.
    expect(
      ((await exportFile(ctx.asAdmin)).json().ops as LibraryOp[]).map((op) => op.kind),
    ).not.toContain('note.set');
  });

  it('refuses a push larger than the body limit with 413', async () => {
    const note = (n: number): LibraryOp => ({
      hlc: hlc('phone'),
      kind: 'note.set',
      noteId: id(100 + n),
      poemId: id(1),
      fields: { text: 'ñ'.repeat(5_000) },
    });
    const res = await push(ctx.asAdmin, {
      generation: 0,
      ops: Array.from({ length: 120 }, (_, n) => note(n)),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('body_too_large');
  });

  it('exports one file and imports it elsewhere as a merge', async () => {
    const reader = ctx.asReader;
    const generation = (await feed(reader)).json().generation;
    const own = [favourite('phone', 10), favourite('phone', 11)];
    await push(reader, { generation, ops: own });
    const download = await exportFile(reader);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="taalif-library-\d{4}-\d\d-\d\d\.json"$/,
    );
    const file = download.json();
    expect(file).toMatchObject({ format: 'taalif-library', version: 1 });
    expect(file.ops).toEqual(expect.arrayContaining(own));
    const before = (await exportFile(ctx.asAdmin)).json().ops as LibraryOp[];
    const imported = await importFile(ctx.asAdmin, file);
    expect(imported.json()).toEqual({ stored: file.ops.length, repeated: 0, generation: 0 });
    expect((await importFile(ctx.asAdmin, file)).json()).toMatchObject({
      stored: 0,
      repeated: file.ops.length,
    });
    const after = (await exportFile(ctx.asAdmin)).json().ops as LibraryOp[];
    expect(after).toEqual([...before, ...file.ops]);
  });

  it('an erase empties the server copy and tells the other devices to start again', async () => {
    const generation = (await feed(ctx.asReader)).json().generation;
    await push(ctx.asReader, { generation, ops: [favourite('phone', 20)] });
    const erased = (await erase(ctx.asReader)).json();
    expect(erased.generation).toBe(generation + 1);
    expect((await exportFile(ctx.asReader)).json().ops).toEqual([]);
    // A device still on the old generation: its push and its poll are refused with 410.
    const stalePush = await push(ctx.asReader, { generation, ops: [favourite('laptop', 21)] });
    expect(stalePush.statusCode).toBe(410);
    expect(stalePush.json().code).toBe('feed_reset');
    expect((await feed(ctx.asReader, `?since=5&generation=${generation}`)).statusCode).toBe(410);
    // Starting again from 0 on the new generation works.
    const fresh = await feed(ctx.asReader, '?since=0');
    expect(fresh.json()).toEqual({
      generation: erased.generation,
      cursor: 0,
      hasMore: false,
      ops: [],
    });
    expect((await feed(ctx.asReader, `?since=0&generation=${erased.generation}`)).statusCode).toBe(
      204,
    );
  });

  it('two devices pushing at once converge through the feed, no operation skipped', async () => {
    const generation = (await feed(ctx.asReader)).json().generation;
    const { cursor: start } = await pullAll(ctx.asReader, generation);
    const collectionId = id(500);
    const phone: LibraryOp[] = [
      {
        hlc: hlc('phone'),
        kind: 'collection.rename',
        collectionId,
        name: 'To learn for the Magal',
      },
      {
        hlc: hlc('phone'),
        kind: 'collection.add',
        collectionId,
        item: { type: 'poem', id: id(1) },
        position: 'i',
      },
      { hlc: hlc('phone'), kind: 'favourite.add', target: { type: 'poet', id: id(30) } },
    ];
    const laptop: LibraryOp[] = [
      {
        hlc: hlc('laptop'),
        kind: 'collection.add',
        collectionId,
        item: { type: 'audio', id: id(40) },
        position: 'i',
      },
      { hlc: hlc('laptop'), kind: 'collection.rename', collectionId, name: 'Kocc Barma' },
    ];
    // A poller reads the feed while the pushes run; what it collects must be everything.
    const seen: LibraryOp[] = [];
    let cursor = start;
    const poll = async () => {
      const pulled = await pullAll(ctx.asReader, generation, cursor);
      seen.push(...pulled.ops);
      cursor = pulled.cursor;
    };
    await Promise.all([
      ...phone.map((op) => push(ctx.asReader, { generation, ops: [op] })),
      ...laptop.map((op) => push(ctx.asReader, { generation, ops: [op] })),
      poll(),
      poll(),
    ]);
    await poll();
    expect(seen.map((op) => op.hlc).sort()).toEqual(
      [...phone, ...laptop].map((op) => op.hlc).sort(),
    );
    // Each device applies the feed to its own operations: both show the same library.
    const onPhone = viewLibrary(applyOps(applyOps(emptyLibrary(), phone), seen));
    const onLaptop = viewLibrary(applyOps(applyOps(emptyLibrary(), laptop), seen));
    expect(onPhone).toEqual(onLaptop);
    expect(onPhone.collections).toEqual([
      {
        id: collectionId,
        name: 'Kocc Barma',
        items: [
          { type: 'audio', id: id(40), position: 'i' },
          { type: 'poem', id: id(1), position: 'i' },
        ],
      },
    ]);
  });
});
