/**
 * Page preloads (plugins/external/client-app.ts, lib/page-preloads.ts): a client page's HTML
 * carries a Link header naming its route's code, its language and typefaces. No API answer:
 * a poem page's HTML carries its records itself (first-screen-pages.ts). Only pages get it,
 * never the API; without a build manifest pages are still served.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let bare: TestApp;
let clientDir: string;
let bareDir: string;

const manifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    assets: ['assets/inter-latin-wght-normal-F1.woff2'],
  },
  'routes/_main/poem.$id.tsx?tsr-split=component': { file: 'assets/poem._id-P1.js' },
  'i18n/locales/en/bundle.ts': { file: 'assets/bundle-EN1.js' },
};

async function clientWith(withManifest: boolean): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'taalif-preloads-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Taalif</title>');
  if (withManifest) {
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

beforeAll(async () => {
  clientDir = await clientWith(true);
  bareDir = await clientWith(false);
  ctx = await createTestApp({ seed: true, clientDir });
  bare = await createTestApp({ clientDir: bareDir });
});
afterAll(async () => {
  await ctx?.close();
  await bare?.close();
  await rm(clientDir, { recursive: true, force: true });
  await rm(bareDir, { recursive: true, force: true });
});

const page = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

describe('page preloads', () => {
  it('names a poem page’s code, language and font, and no API answer', async () => {
    const poem = (await page(ctx, '/api/poems?size=1')).json().content[0] as { id: string };
    const response = await page(ctx, `/poem/${poem.id}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    const link = String(response.headers.link);
    expect(link.split(', ')).toEqual([
      // The entry script first, ahead of everything the page needs after it.
      '</assets/index-E1.js>; rel=modulepreload',
      '</assets/inter-latin-wght-normal-F1.woff2>; rel=preload; as=font; type=font/woff2; crossorigin=anonymous',
      '</assets/poem._id-P1.js>; rel=modulepreload',
      '</assets/bundle-EN1.js>; rel=modulepreload',
    ]);
  });

  it('names no answer for a poem that does not exist or an id that is not one', async () => {
    for (const path of ['/poem/00000000-0000-7000-8000-000000000000', '/poem/not-an-id']) {
      const response = await page(ctx, path);
      expect(response.statusCode).toBe(200);
      expect(String(response.headers.link)).not.toContain('/api/');
    }
  });

  it('follows the remembered language (cookie) over the browser’s, and ?lng over both', async () => {
    const cookie = { cookie: 'i18next=en', 'accept-language': 'fr' };
    expect(String((await page(ctx, '/', cookie)).headers.link)).toContain('bundle-EN1');
    expect(String((await page(ctx, '/?lng=fr', cookie)).headers.link)).not.toContain('bundle');
  });

  it('leaves API answers and the API docs without preloads', async () => {
    expect((await page(ctx, '/api/poems?size=1')).headers.link).toBeUndefined();
    expect((await page(ctx, '/api/nowhere')).headers.link).toBeUndefined();
  });

  it('still serves pages when the build has no manifest', async () => {
    const response = await page(bare, '/poems');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Taalif</title>');
    expect(response.headers.link).toBeUndefined();
  });
});
