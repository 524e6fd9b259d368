/**
 * Size on the wire: the API's JSON answers are compressed by Accept-Encoding (brotli, else
 * gzip; not below 1 KB; never audio bytes or a Range answer), and the built client's assets
 * are precompressed at build time (scripts/precompress-client.mjs) and served with the right
 * Content-Encoding, Vary and caching headers.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let clientDir: string;
const script = join(import.meta.dirname, '..', '..', 'scripts', 'precompress-client.mjs');
const bigScript = `console.log(${JSON.stringify('Taalif '.repeat(4000))});\n`;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'taalif-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(
    join(clientDir, 'index.html'),
    `<!doctype html><title>Taalif</title>${' '.repeat(2000)}`,
  );
  await writeFile(join(clientDir, 'assets', 'index-AbC123.js'), bigScript);
  await writeFile(join(clientDir, 'service-worker.js'), bigScript);
  await writeFile(
    join(clientDir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Taalif'.repeat(300) }),
  );
  execFileSync(process.execPath, [script, clientDir]);
  ctx = await createTestApp({ seed: true, clientDir });
});
afterAll(async () => {
  await ctx?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('API answers', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ])('compresses JSON for Accept-Encoding %s with %s', async (accept, expected) => {
    const plain = await get('/api/poems?size=20');
    // Twice: the first answer is made by the route, the second comes from the read cache.
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/poems?size=20', { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(expected);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(expected, res.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('sends plain JSON without Accept-Encoding, and small answers as they are', async () => {
    expect((await get('/api/poems?size=20')).headers['content-encoding']).toBeUndefined();
    const small = await get('/api/stats/summary', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a first sync page', async () => {
    const plain = await get('/api/sync?since=0&limit=500');
    const res = await get('/api/sync?since=0&limit=500', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('never compresses audio, whole or a Range', async () => {
    const audio = (await get('/api/audios?size=1')).json().content[0];
    const url = `/api/audios/stream/${audio.id}`;
    const whole = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.length).toBe(audio.sizeBytes);
    const range = await get(url, { 'accept-encoding': 'gzip', range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.length).toBe(100);
  });
});

describe('the built client', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])('serves a hashed asset precompressed (%s), immutable for a year', async (accept, expected) => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(expected, res.rawPayload).toString()).toBe(bigScript);
  });

  it('serves the file itself to a client that takes no compression', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(bigScript);
  });

  it.each(['/', '/index.html', '/service-worker.js', '/manifest.webmanifest'])(
    'revalidates %s on every load (no-cache), compressed too',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    },
  );
});
