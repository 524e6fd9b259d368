/**
 * Outside /api a browser gets the app, and a missing file gets a 404:
 * an address that cannot be decoded answers the app's not-found page instead of raw JSON,
 * and a hashed script that no longer exists (a tab left open across a deploy) answers 404
 * instead of the HTML shell, which the browser refused as a script (a MIME error) before
 * the app's chunk-load recovery could run. The API keeps its JSON error shape.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'taalif-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Taalif</title>');
  await writeFile(join(clientDir, 'assets', 'index-AbC123.js'), 'console.log(1);\n');
  ctx = await createTestApp({ clientDir });
});
afterAll(async () => {
  await ctx?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('pages and files outside /api', () => {
  it('answers the app’s shell for a client route', async () => {
    const res = await get('/poems?q=x');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each(['/%E0%A4%A', '/poem/%E0%A4%A', '/poet/%00', '/poems?q=%00'])(
    'sends a browser at the malformed address %s to the app’s not-found page',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/404');
    },
  );

  it('keeps the JSON error shape for a malformed API address', async () => {
    const res = await get('/api/poems/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      error: 'Bad Request',
      code: 'malformed_request',
    });
    expect(res.body).not.toMatch(/FST_ERR|statusCode/);
  });

  it.each(['/assets/nonexistent-abc.js', '/assets/index-Old999.css', '/icons/missing.png'])(
    'answers 404 for the missing file %s, never the HTML shell',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/text\/html/);
    },
  );

  it('still serves a file that exists', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });
});
