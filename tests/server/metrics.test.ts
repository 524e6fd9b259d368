/**
 * /metrics: refused to the public (no route without METRICS_TOKEN, 401 without the token or
 * with another), and with it, Prometheus' text format with every family an operator watches,
 * fed by real requests on the real app and database: request counts and latencies by route
 * pattern (never the raw address), errors by status, the database's activity, the change
 * feed's head and the oldest cursor pulled, uploads in flight (a real upload held half-way
 * over HTTP), rate-limit refusals and the newest backup's age.
 */
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPath } from '../../src/server/seed/demo-anthology';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { usingPostgres } from '../helpers/test-database';
import { multipartBody } from '../fixtures/audio/multipart-body';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** `name{labels} value` lines of a scrape, as [series, value]. */
function samples(text: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    const value = line.slice(at + 1);
    map.set(line.slice(0, at), value === '+Inf' ? Infinity : Number(value));
  }
  return map;
}

describe('without METRICS_TOKEN', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());

  it('has no /metrics at all, whatever the request sends', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await ctx.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('taalif_');
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let ctx: TestApp;
  let backupDir = '';
  const scrape = async () => {
    const res = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res;
  };

  beforeAll(async () => {
    backupDir = await mkdtemp(join(tmpdir(), 'taalif-backups-'));
    ctx = await createTestApp({
      seed: true,
      env: { METRICS_TOKEN: TOKEN, BACKUP_DIR: backupDir, AUTH_RATE_LIMIT_MAX: '1' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(backupDir, { recursive: true, force: true });
  });

  it('refuses a scraper without the token, or with another, with 401 and no figures', async () => {
    const wrong = [
      {},
      { authorization: 'Bearer metrics-token-for-the-test-012345678' },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of wrong) {
      const res = await ctx.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('taalif_');
    }
  });

  it('counts requests by route pattern and status, with latencies, never the raw address', async () => {
    const poems = await ctx.app.inject({ url: '/api/poems?page=0' });
    const id = poems.json().content[0].id as string;
    for (let i = 0; i < 3; i++) {
      expect((await ctx.app.inject({ url: `/api/poems/${id}` })).statusCode).toBe(200);
    }
    expect((await ctx.app.inject({ url: '/api/no-such-thing' })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ url: '/api/poems/not-a-uuid' });
    expect(bad.statusCode).toBe(400);

    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const s = samples(res.body);
    expect(
      s.get('taalif_http_requests_total{method="GET",route="/api/poems/:id",status="200"}'),
    ).toBe(3);
    expect(
      s.get('taalif_http_requests_total{method="GET",route="/api/poems/:id",status="400"}'),
    ).toBe(1);
    expect(s.get('taalif_http_requests_total{method="GET",route="(none)",status="404"}')).toBe(1);
    expect(
      s.get('taalif_http_request_duration_seconds_count{method="GET",route="/api/poems/:id"}'),
    ).toBe(4);
    expect(
      s.get(
        'taalif_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/poems/:id"}',
      ),
    ).toBe(4);
    expect(res.body).not.toContain(id);
    expect(res.body).not.toContain('no-such-thing');
    // The process's own figures come along (prom-client's defaults).
    expect(s.get('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it("reports the database's activity, the feed's head and horizon", async () => {
    const s = samples((await scrape()).body);
    if (usingPostgres) {
      expect(s.get('taalif_db_pool_connections')).toBeGreaterThan(0);
      expect(s.get('taalif_db_pool_waiting_requests')).toBe(0);
      expect(s.has('taalif_pglite_statements_in_flight')).toBe(false);
    } else {
      // The scrape's own feed read may be running: at most that one.
      expect(s.get('taalif_pglite_statements_in_flight')).toBeLessThanOrEqual(1);
      expect(s.has('taalif_db_pool_connections')).toBe(false);
    }
    const feed = await ctx.app.syncRepository.feedState();
    expect(feed.head).toBeGreaterThan(0);
    expect(s.get('taalif_feed_head_rev')).toBe(feed.head);
    expect(s.get('taalif_feed_horizon_rev')).toBe(feed.horizon);
  });

  it('reports the oldest cursor the devices pulled from, the head when none did', async () => {
    const { head } = await ctx.app.syncRepository.feedState();
    expect(samples((await scrape()).body).get('taalif_sync_oldest_cursor_rev')).toBe(head);
    for (const since of [0, head - 2, head - 5, head - 1]) {
      expect((await ctx.app.inject({ url: `/api/sync?since=${since}` })).statusCode).toBe(200);
    }
    // A pull from 0 is a new mirror, not a cursor in use.
    expect(samples((await scrape()).body).get('taalif_sync_oldest_cursor_rev')).toBe(head - 5);
  });

  it('counts the requests a rate limit refused, by route', async () => {
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: 'wrong password here' },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(429);
    expect((await login()).statusCode).toBe(429);
    const s = samples((await scrape()).body);
    expect(s.get('taalif_rate_limit_refusals_total{route="/api/auth/login"}')).toBe(2);
    expect(
      s.get('taalif_http_requests_total{method="POST",route="/api/auth/login",status="429"}'),
    ).toBe(2);
  });

  it("reports the newest archive's age in BACKUP_DIR, skipping one still being written", async () => {
    expect(samples((await scrape()).body).get('taalif_backup_age_seconds')).toBe(Infinity);
    const archive = join(backupDir, 'taalif-2026-11-27.tar');
    await writeFile(archive, 'archive');
    const anHourAgo = new Date(Date.now() - 3600_000);
    await utimes(archive, anHourAgo, anHourAgo);
    await writeFile(join(backupDir, 'taalif-2026-11-28.tar.partial'), 'half');
    await writeFile(join(backupDir, '.taalif-2026-11-28.tar'), 'half');
    const age = samples((await scrape()).body).get('taalif_backup_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3660);
  });

  it('counts an upload while it streams in, and no longer once the uploader went away', async () => {
    const uploads = async () =>
      samples((await scrape()).body).get('taalif_uploads_in_flight') ?? NaN;
    expect(await uploads()).toBe(0);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // A real recording (its first bytes decide its type), cut off half-way below.
    const mp3 = await readFile(demoPath('audio/kocc-neenti-leeb.mp3'));
    const body = multipartBody([
      { name: 'title', value: 'Held half-way' },
      { name: 'file', filename: 'a.mp3', data: mp3, contentType: 'audio/mpeg' },
    ]);
    const req = httpRequest(new URL('/api/audios', address), {
      method: 'POST',
      headers: {
        ...ctx.asAdmin,
        ...body.headers,
        'content-length': String(body.payload.length),
      },
    });
    const closed = new Promise<void>((resolve) => req.on('close', resolve));
    req.on('error', () => undefined);
    req.write(body.payload.subarray(0, body.payload.length / 2));
    await vi.waitFor(async () => expect(await uploads()).toBe(1), { timeout: 30_000 });
    req.destroy();
    await closed;
    await vi.waitFor(async () => expect(await uploads()).toBe(0), { timeout: 30_000 });
  });
});
