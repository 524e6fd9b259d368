/**
 * First screen in the server's HTML (plugins/external/first-screen-pages.ts, first-screen/):
 * `/`, a poem's, a poet's and a recording's page hold what the reader came for, in the
 * reader's language, with the records it shows in a JSON data block the client reads; an
 * administrator's text is never markup; pages are cached per language with an ETag the next
 * write invalidates; an unknown or malformed id gets the plain shell; and a poem page names no
 * API answer to preload, the HTML carrying it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import escapeHtml from 'escape-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitStanzas, splitVerses } from '@domain/words';
import { FIRST_SCREEN_TEXTS_FILE } from '@domain/first-screen/first-screen-texts';
import { readFirstScreenTexts } from '../../scripts/vite/first-screen-texts';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SHELL = `<!doctype html>
<html lang="fr" dir="ltr" class="dark">
  <head>
    <meta name="description" content="Taalif — une anthologie de poésie wolof" />
    <title>Taalif</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A build manifest, so pages carry their Link header (as tests/server/page-preloads.test.ts). */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    assets: ['assets/inter-latin-wght-normal-F1.woff2'],
  },
  'routes/_main/poem.$id.tsx?tsr-split=component': { file: 'assets/poem._id-P1.js' },
  'i18n/locales/en/bundle.ts': { file: 'assets/bundle-EN1.js' },
};

const LOCALES = join(process.cwd(), 'src/client/i18n/locales');
const locale = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8'));

let ctx: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'taalif-first-screen-'));
  await writeFile(join(clientDir, 'index.html'), SHELL);
  await writeFile(
    join(clientDir, FIRST_SCREEN_TEXTS_FILE),
    JSON.stringify(readFirstScreenTexts(LOCALES)),
  );
  await mkdir(join(clientDir, '.vite'));
  await writeFile(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  ctx = await createTestApp({ seed: true, clientDir });
});
afterAll(async () => {
  await ctx?.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const DATA_BLOCK =
  /<script type="application\/json" id="first-screen-records">([\s\S]*?)<\/script>/;

/** The first screen's markup: what `#root` holds, the data block excluded. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="first-screen-records">');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The text a reader sees in some markup: tags dropped, escape-html's and React's escapes read back. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The records of the page's JSON data block. */
function recordsOf(html: string) {
  const block = DATA_BLOCK.exec(html)?.[1];
  expect(block).toBeDefined();
  return JSON.parse(block!);
}

/** Every verse of `content`, in order, in `text` (the verses' own text, trimmed). */
function expectVersesInOrder(text: string, content: string) {
  const verses = splitStanzas(content).flatMap((stanza) =>
    splitVerses(stanza).map((verse) => verse.trim()),
  );
  expect(verses.length).toBeGreaterThan(1);
  let at = 0;
  for (const verse of verses) {
    const found = text.indexOf(verse, at);
    expect(found, verse).toBeGreaterThanOrEqual(at);
    at = found + verse.length;
  }
}

interface ApiPoem {
  id: string;
  slug: string | null;
  title: string;
  content: string;
  poetId: string;
  version: number;
}

const poemsBySlug = async () => {
  const poems = (await get('/api/poems?size=100')).json().content as ApiPoem[];
  return new Map(poems.map((poem) => [poem.slug, poem]));
};

describe('first screen', () => {
  it('a poem’s page holds its title, poet, every verse and the back link, with its records', async () => {
    const poem = (await poemsBySlug()).get('leebu-au-senegal')!;
    const poet = (await get(`/api/poets/${poem.poetId}`)).json();
    const apiWords = (await get(`/api/difficult-words/poem/${poem.id}`)).json().content as {
      id: string;
    }[];
    expect(apiWords.length).toBeGreaterThan(1);

    const response = await get(`/poem/${poem.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    const root = rootOf(html);
    expect(root).toMatch(
      new RegExp(`<h1[^>]*>\\s*<span dir="ltr">${escapeRegExp(escapeHtml(poem.title))}</span>`),
    );
    expect(root).toContain(`>${escapeHtml(poet.name)}</span>`);
    expectVersesInOrder(textOf(root), poem.content);
    expect(root).toMatch(
      /<a class="fs-back" href="\/poems">(?:(?!<\/a>)[\s\S])*Tous les poèmes<\/a>/,
    );

    const records = recordsOf(html);
    expect(records.page).toBe('poem');
    expect(records.poem).toEqual((await get(`/api/poems/${poem.id}`)).json());
    expect(records.poet).toEqual(poet);
    const ids = (records.words as { id: string }[]).map((word) => word.id);
    expect(ids).toEqual(apiWords.map((word) => word.id).sort());
  });

  it('a poet’s page holds the name and the biography; a recording’s its title and verses', async () => {
    const poets = (await get('/api/poets?size=100')).json().content as {
      id: string;
      name: string;
      biography: { fr?: string } | null;
    }[];
    const poet = poets.find((p) => p.biography?.fr?.trim())!;
    expect(poet).toBeDefined();
    const poetRoot = rootOf((await get(`/poet/${poet.id}`)).body);
    expect(poetRoot).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(poet.name))}</h1>`));
    expect(poetRoot).toContain(escapeHtml(poet.biography!.fr!.trim()));
    expect(textOf(poetRoot)).toContain(locale('fr', 'poets').page.biography);

    const audio = (await get('/api/audios?size=1')).json().content[0] as {
      id: string;
      title: string;
      poemId: string;
    };
    const poem = (await get(`/api/poems/${audio.poemId}`)).json() as ApiPoem;
    const audioHtml = (await get(`/audio/${audio.id}`)).body;
    const audioRoot = rootOf(audioHtml);
    expect(audioRoot).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(audio.title))}</h1>`));
    expectVersesInOrder(textOf(audioRoot), poem.content);
    expect(recordsOf(audioHtml)).toMatchObject({
      page: 'audio',
      audio: { id: audio.id },
      poem: { id: poem.id },
    });
  });

  it('the home page shows its hero in the reader’s language', async () => {
    const hero = (language: string) => locale(language, 'home').hero;
    const signIn = (language: string) => locale(language, 'common').header.signIn as string;

    const french = await get('/');
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr" dir="ltr"');
    expect(rootOf(french.body)).toContain(
      `<h1 id="home-hero-title" class="fs-hero-title">${escapeHtml(hero('fr').title)}</h1>`,
    );
    expect(recordsOf(french.body)).toEqual({ page: 'home' });

    const arabic = (await get('/', { 'accept-language': 'ar-SN,ar;q=0.9' })).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    const arabicText = textOf(rootOf(arabic));
    expect(arabicText).toContain(hero('ar').title);
    expect(arabicText).not.toContain(hero('fr').title);
    expect(arabicText).toContain(hero('ar').explorePoems);
    expect(arabicText).toContain(signIn('ar'));
    expect(arabicText).not.toContain(signIn('fr'));

    const wolof = (await get('/?lng=wol', { 'accept-language': 'ar' })).body;
    expect(wolof).toContain('<html lang="wo" dir="ltr"');
    const wolofText = textOf(rootOf(wolof));
    expect(wolofText).toContain(hero('wol').title);
    // The Wolof texts that differ from the French ones.
    expect(hero('wol').eyebrow).not.toBe(hero('fr').eyebrow);
    expect(wolofText).toContain(hero('wol').eyebrow);
    expect(wolofText).toContain(hero('wol').explorePoems);
    expect(wolofText).toContain(signIn('wol'));
    expect(wolofText).not.toContain(hero('fr').eyebrow);
  });

  it('never lets an administrator’s text become markup, in the page or its data block', async () => {
    const somePoem = (await get('/api/poems?size=1')).json().content[0] as ApiPoem;
    const title = '</script><script>alert(1)</script>';
    const hostileVerse = 'Benn <img src=x onerror=alert(1)> & "ñaar"';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: ctx.asAdmin,
      payload: { title, content: `${hostileVerse}\nÑett\n\nÑeent`, poetId: somePoem.poetId },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    const html = (await get(`/poem/${id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(rootOf(html)).toContain(
      '<span dir="ltr">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</span>',
    );
    expect(rootOf(html)).toContain(
      'Benn &lt;img src=x onerror=alert(1)&gt; &amp; &quot;ñaar&quot;',
    );
    // The data block is closed by its own tag only, and still parses to the records.
    expect(DATA_BLOCK.exec(html)?.[1]).toContain('\\u003c/script>\\u003cscript>alert(1)');
    const records = recordsOf(html);
    expect(records.poem).toMatchObject({ id, title });
    expect(records.poem.content).toContain(hostileVerse);
  });

  it('is cached per language with an ETag that the next write invalidates', async () => {
    const poem = (await poemsBySlug()).get('cemb')!;
    const url = `/poem/${poem.id}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/accept-language/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Served again from the cache, the same page; compressed, it still varies by language.
    expect((await get(url)).body).toBe(first.body);
    for (let i = 0; i < 2; i++) {
      const compressed = await get(url, { 'accept-encoding': 'br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(String(compressed.headers.vary)).toMatch(/accept-language/i);
      expect(compressed.headers.etag).toBe(etag);
    }

    const arabic = await get(url, { 'accept-language': 'ar', 'if-none-match': etag });
    expect(arabic.statusCode).toBe(200);
    expect(String(arabic.headers.etag)).not.toBe(etag);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(String(arabic.headers.vary)).toMatch(/accept-language/i);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/poems/${poem.id}`,
      headers: ctx.asAdmin,
      payload: { title: 'Cemb (bis)', version: poem.version },
    });
    expect(updated.statusCode).toBe(200);
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(String(after.headers.etag)).not.toBe(etag);
    expect(after.body).toContain('Cemb (bis)');
  });

  it('answers the plain shell for an unknown or malformed id', async () => {
    const unknown = '01a2135e-0000-7000-8000-000000000000';
    for (const url of [
      `/poem/${unknown}`,
      `/poet/${unknown}`,
      `/audio/${unknown}`,
      '/poem/not-an-id',
      '/audio/x',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('first-screen-records');
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('names no API answer to preload on a poem page: the HTML carries it', async () => {
    const poem = (await get('/api/poems?size=1')).json().content[0] as ApiPoem;
    const link = String((await get(`/poem/${poem.id}`)).headers.link);
    // The header is there (the page's typeface), so its lack of API answers means something.
    expect(link).toContain('</assets/inter-latin-wght-normal-F1.woff2>; rel=preload; as=font');
    expect(link).not.toContain('as=fetch');
    expect(link).not.toContain('/api/');
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
