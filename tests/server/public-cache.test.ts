/**
 * Fast public reads (plugins/app/app-wide/public-cache.ts): public content GETs carry an ETag
 * derived from the change feed; a conditional request with it answers 304 and a repeated read
 * is served from memory, in both cases without reading any table (the SQL each request runs
 * is traced on the driver). Any write moves the ETag at once, also for a second app instance
 * on the same database, which never serves its cached answer after another instance's write.
 */
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { poets } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { usingPostgres } from '../helpers/test-database';

let ctx: TestApp;
let other: App;
let poemId: string;
const statements: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  // A second instance of the app on the same database, with its own memory.
  other = await buildApp({
    config: ctx.app.config,
    database: ctx.database,
    audioStore: ctx.audioStore,
    clientDir: '/nonexistent',
  });
  await other.ready();
  poemId = (await ctx.app.inject({ method: 'GET', url: '/api/poems?size=1' })).json().content[0].id;
  // Trace every statement the driver runs (PGlite's and node-postgres's client alike).
  const client = (
    ctx.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
  ).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const text = args[0];
    statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return query(...args);
  };
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

/** The statements `run` made the database execute. */
async function traced<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  statements.length = 0;
  const result = await run();
  return { result, sql: [...statements] };
}
const readsContent = (sql: string[]) =>
  sql.filter((s) => !/max\(rev\)/.test(s)).filter((s) => /from "(poems|poets|audios)"/i.test(s));

const get = (url: string, headers: Record<string, string> = {}, app: App = ctx.app) =>
  app.inject({ method: 'GET', url, headers });

describe('ETag and 304', () => {
  it('marks public content reads with a weak ETag from the feed, revalidated on each use', async () => {
    for (const url of [
      `/api/poems/${poemId}`,
      '/api/poems?page=0&size=5',
      '/api/poets',
      '/api/stats/summary',
      '/api/sync?since=0&limit=10',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^W\/"\d+\.\d+(\.\d+)?"$/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 304 to If-None-Match without reading a content table', async () => {
    const url = `/api/poems/${poemId}`;
    const first = await get(url);
    const { result: again, sql } = await traced(() =>
      get(url, { 'if-none-match': String(first.headers.etag) }),
    );
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(readsContent(sql)).toEqual([]);
    expect(sql.length).toBeLessThanOrEqual(1);
  });

  it('serves a repeated read from memory, without reading a content table', async () => {
    const url = '/api/poems?page=2&size=4';
    const { result: first, sql: cold } = await traced(() => get(url));
    // The tracer sees the first read go to the tables.
    expect(readsContent(cold).length).toBeGreaterThan(0);
    const { result: again, sql } = await traced(() => get(url));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    // Same headers as the route's own answer, security headers included.
    for (const name of [
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'cross-origin-resource-policy',
      'etag',
      'cache-control',
    ]) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(readsContent(sql)).toEqual([]);
  });

  it('serves the same bytes from memory for text outside ASCII, plain and compressed', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/poets',
      headers: ctx.asAdmin,
      payload: { name: 'Sériñ Mbàkke — سرين', status: 'active' },
    });
    expect(created.statusCode).toBe(201);
    const url = '/api/poets?size=100&q=S%C3%A9ri%C3%B1';
    const first = await get(url);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.body).toContain('Sériñ Mbàkke — سرين');
    expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    const br = await get(url, { 'accept-encoding': 'br' });
    if (br.headers['content-encoding'] === 'br') {
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    } else {
      expect(br.body).toBe(first.body);
    }
  });

  it('gives 404s no ETag and never caches them', async () => {
    const res = await get('/api/poems/01900000-0000-7000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });

  it('leaves the audio bytes to their own validators', async () => {
    const audio = (await get('/api/audios?size=1')).json().content[0];
    const res = await get(`/api/audios/stream/${audio.id}`);
    expect(res.headers.etag).toBe(`"${audio.id}-${audio.sizeBytes}"`);
  });
});

describe('after a write', () => {
  it('moves the ETag and answers the new content at once, on every instance', async () => {
    const url = `/api/poems/${poemId}`;
    const before = await get(url);
    const onOther = await get(url, {}, other);
    expect(onOther.headers.etag).toBe(before.headers.etag);
    await get(url, {}, other); // cached on the other instance too

    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: ctx.asAdmin,
      payload: { title: 'Titre changé' },
    });
    expect(put.statusCode).toBe(200);

    for (const app of [ctx.app, other]) {
      const stale = await get(url, { 'if-none-match': String(before.headers.etag) }, app);
      expect(stale.statusCode).toBe(200);
      expect(stale.headers.etag).not.toBe(before.headers.etag);
      expect(stale.json().title).toBe('Titre changé');
      expect((await get(url, {}, app)).json().title).toBe('Titre changé');
    }
  });

  it('counts a view into the next read (counters move the feed too)', async () => {
    const url = `/api/poems/${poemId}`;
    const views = (await get(url)).json().views as number;
    await ctx.app.inject({ method: 'POST', url: `${url}/view` });
    expect((await get(url)).json().views).toBe(views + 1);
    expect((await get(url, {}, other)).json().views).toBe(views + 1);
  });

  it('keeps the users count of /api/stats/summary current (users are not in the feed)', async () => {
    const before = await get('/api/stats/summary');
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'cache-reader@example.test',
        password: 'a long enough password',
        firstName: 'Awa',
        lastName: 'Ndiaye',
      },
    });
    expect(register.statusCode).toBe(201);
    const after = await get('/api/stats/summary', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().users).toBe(before.json().users + 1);
  });
});

describe('no-change sync', () => {
  it('answers 304 to a client revalidating the same cursor', async () => {
    const head = (await get('/api/sync?since=0&limit=5000')).json().cursor as number;
    const url = `/api/sync?since=${head}`;
    const first = await get(url);
    expect(first.json()).toEqual({ changes: [], cursor: head, hasMore: false, horizon: 0 });
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('conditional requests on URLs that do not answer 200', () => {
  it('answers 404 and 400, not 304, to If-None-Match: * or the feed-wide ETag', async () => {
    const etag = String((await get('/api/poets')).headers.etag);
    for (const header of ['*', etag]) {
      const missing = await get('/api/poems/01900000-0000-7000-8000-000000000000', {
        'if-none-match': header,
      });
      expect(missing.statusCode, header).toBe(404);
      const bad = await get('/api/poems?size=-1', { 'if-none-match': header });
      expect(bad.statusCode, header).toBe(400);
    }
  });

  it('answers 304 to a URL that answers 200, cached here or not', async () => {
    const url = `/api/poems/${poemId}?fresh=1`;
    const etag = String((await get('/api/poets')).headers.etag);
    const cold = await get(url, { 'if-none-match': etag });
    expect(cold.statusCode).toBe(304);
    expect(cold.body).toBe('');
    const star = await get(url, { 'if-none-match': '*' });
    expect(star.statusCode).toBe(304);
  });
});

// PostgreSQL may serve several instances, so the feed state is read from it, never kept in
// memory: these tests are PGlite's alone, and say so when skipped.
if (usingPostgres)
  console.info('public-cache: the feed state in memory is PGlite-only; skipped on PostgreSQL');
describe.skipIf(usingPostgres)('the feed state in memory on PGlite (one process)', () => {
  it('serves repeated reads without any statement, and sees a write at once', async () => {
    const url = '/api/poets?size=50';
    await get(url);
    const { result: cached, sql } = await traced(() => get(url));
    expect(cached.statusCode).toBe(200);
    expect(sql).toEqual([]);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/poets',
      headers: ctx.asAdmin,
      payload: { name: 'Memo Poet', status: 'active' },
    });
    expect(created.statusCode).toBe(201);
    // Through this instance and the other one alike.
    expect((await get(url)).body).toContain('Memo Poet');
    expect((await get(url, {}, other)).body).toContain('Memo Poet');
  });

  it('keeps the users count of /api/stats/summary too, until a write', async () => {
    const before = await get('/api/stats/summary');
    const { result: cached, sql } = await traced(() => get('/api/stats/summary'));
    expect(cached.body).toBe(before.body);
    expect(sql).toEqual([]);
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'memo-reader@example.test',
        password: 'a long enough password',
        firstName: 'Fatou',
        lastName: 'Sarr',
      },
    });
    expect(register.statusCode).toBe(201);
    const after = await get('/api/stats/summary');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().users).toBe(before.json().users + 1);
  });

  it('sees a write made outside any request (a script, the maintenance) at the next read', async () => {
    const url = '/api/poets?size=50';
    const before = await get(url);
    await get(url);
    const [poet] = await ctx.database.db.select().from(poets).limit(1);
    await ctx.database.db
      .update(poets)
      .set({ name: 'Renamed by a script' })
      .where(eq(poets.id, poet!.id));
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Renamed by a script');
  });
});
