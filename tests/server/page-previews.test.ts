/**
 * Shared pages (plugins/external/first-screen-pages.ts, lib/page-head.ts): a poem's, poet's or
 * recording's HTML carries its own title, description and Open Graph tags, read from the
 * database, in the reader's language; an unknown record gets the plain shell. This client dir
 * has no first-screen texts, so pages carry their head only (their first screen:
 * first-screen.test.ts).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SHELL = `<!doctype html>
<html lang="fr" dir="ltr" class="dark">
  <head>
    <meta name="description" content="Taalif — une anthologie de poésie wolof" />
    <title>Taalif</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let ctx: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'taalif-previews-'));
  await writeFile(join(clientDir, 'index.html'), SHELL);
  ctx = await createTestApp({ seed: true, clientDir });
});
afterAll(async () => {
  await ctx?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** A meta tag's content, its HTML escapes read back. */
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('shared pages', () => {
  it('a poem’s page names the poem, its poet and its summary', async () => {
    const poem = (await get('/api/poems?size=1')).json().content[0];
    const poet = (await get(`/api/poets/${poem.poetId}`)).json();
    const response = await get(`/poem/${poem.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain(`<title>${poem.title} · Taalif</title>`);
    expect(metaContent(html, 'og:title')).toBe(`${poem.title} — ${poet.name}`);
    // Its summary in the reader's language (French by default), else its first verses.
    const opening = poem.summary?.fr ?? (poem.content as string).split('\n')[0]!.trim();
    expect(metaContent(html, 'og:description')).toContain(opening.slice(0, 40));
    expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
    expect(metaContent(html, 'og:url')).toBe(`http://localhost:3000/poem/${poem.id}`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('is in the language the client will choose: Arabic is right to left before any script', async () => {
    const poem = (await get('/api/poems?size=1')).json().content[0];
    const arabic = await get(`/poem/${poem.id}`, { 'accept-language': 'ar-SN,ar;q=0.9' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(metaContent(arabic.body, 'og:locale')).toBe('ar_AR');
    const wolof = await get(`/poem/${poem.id}?lng=wol`, { 'accept-language': 'ar' });
    expect(wolof.body).toContain('<html lang="wo" dir="ltr"');
  });

  it('a poet’s and a recording’s pages carry theirs', async () => {
    const poet = (await get('/api/poets?size=1')).json().content[0];
    const poetPage = (await get(`/poet/${poet.id}`)).body;
    expect(poetPage).toContain(`<title>${poet.name} · Taalif</title>`);
    expect(metaContent(poetPage, 'og:type')).toBe('profile');

    const audio = (await get('/api/audios?size=1')).json().content[0];
    const audioPage = (await get(`/audio/${audio.id}`)).body;
    expect(audioPage).toContain(`<title>${audio.title} · Taalif</title>`);
    expect(metaContent(audioPage, 'og:type')).toBe('music.song');
  });

  it('escapes an administrator’s text and makes a cover an absolute image', async () => {
    const poem = (await get('/api/poems?size=1')).json().content[0];
    const hostile = 'Xaaj "><script>alert(1)</script>';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: ctx.asAdmin,
      payload: {
        title: hostile,
        content: 'Benn\nÑaar',
        poetId: poem.poetId,
        coverUrl: '/covers/xaaj.webp',
      },
    });
    expect(created.statusCode).toBe(201);
    const html = (await get(`/poem/${created.json().id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Xaaj &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Taalif');
    expect(metaContent(html, 'og:image')).toBe('http://localhost:3000/covers/xaaj.webp');
  });

  it('answers the plain shell for an unknown or malformed id, never an error', async () => {
    for (const url of [
      '/poem/01a2135e-0000-7000-8000-000000000000',
      '/poet/not-an-id',
      '/audio/x',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
  });

  it('answers 304 to a revalidation while the page is unchanged', async () => {
    const poem = (await get('/api/poems?size=1')).json().content[0];
    const first = await get(`/poem/${poem.id}`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await get(`/poem/${poem.id}`, { 'if-none-match': etag })).statusCode).toBe(304);
    const inArabic = await get(`/poem/${poem.id}`, {
      'if-none-match': etag,
      'accept-language': 'ar',
    });
    expect(inArabic.statusCode).toBe(200);
  });
});
