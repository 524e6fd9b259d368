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
  <body>
    <noscript>Taalif a besoin de JavaScript. · Taalif needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;
const SHELL_NOSCRIPT = /<noscript>[^<]*<\/noscript>/;

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

/**
 * The query a browser without scripts sends for the first form in `markup` (the HTML
 * standard's form data set, for the controls the first screens use): text fields as typed
 * (`typed`, else their value), a checkbox only when ticked, a hidden field always, a select its
 * chosen option (`typed` chooses another); a button without a name sends nothing.
 */
function formQuery(markup: string, typed: Record<string, string>): URLSearchParams {
  const form = /<form\b[\s\S]*?<\/form>/.exec(markup)?.[0] ?? '';
  const attribute = (attrs: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
  const sent = new URLSearchParams();
  for (const [, input, select, options] of form.matchAll(
    /<input\b([^>]*)>|<select\b([^>]*)>([\s\S]*?)<\/select>/g,
  )) {
    const name = attribute(input ?? select ?? '', 'name');
    if (name === undefined) continue;
    if (select !== undefined) {
      const values = [...(options ?? '').matchAll(/<option\b([^>]*)>/g)].map(([, attrs]) => ({
        value: attribute(attrs ?? '', 'value') ?? '',
        selected: /\bselected\b/.test(attrs ?? ''),
      }));
      sent.append(name, typed[name] ?? (values.find((o) => o.selected) ?? values[0])?.value ?? '');
      continue;
    }
    const type = attribute(input!, 'type') ?? 'text';
    if (type === 'checkbox' && !/\bchecked\b/.test(input!)) continue;
    const value = attribute(input!, 'value') ?? (type === 'checkbox' ? 'on' : '');
    sent.append(name, type === 'text' || type === 'search' ? (typed[name] ?? value) : value);
  }
  return sent;
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
      // The shell as built, its message for a browser without scripts in the reader's language.
      expect(response.body, url).toBe(
        SHELL.replace(
          SHELL_NOSCRIPT,
          `<noscript><p class="fs-noscript" role="note">${locale('fr', 'common').noscript}</p></noscript>`,
        ),
      );
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

interface ApiPage<T> {
  content: T[];
  totalElements: number;
}

/** The poems the first screen links to, in its order: each `<h2>`'s link. */
const listedPoems = (root: string) =>
  [
    ...root.matchAll(
      /<h2 class="fs-item-title"[^>]*>\s*<a href="\/poem\/([^"]+)"[^>]*>([^<]*)<\/a>/g,
    ),
  ].map(([, id, title]) => ({ id, title: textOf(title!) }));

describe('the lists’ first screens', () => {
  it('/poems holds the first page of poems in the API’s order, with its count and records', async () => {
    // More poems than a page holds, so the list has a second page.
    const somePoem = (await get('/api/poems?size=1')).json().content[0] as ApiPoem;
    for (let n = (await get('/api/poems?size=1')).json().totalElements; n <= 25; n++) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/poems',
        headers: ctx.asAdmin,
        payload: { title: `Taalif ${n}`, content: 'Benn\nÑaar', poetId: somePoem.poetId },
      });
      expect(created.statusCode).toBe(201);
    }
    const api = (await get('/api/poems?size=20')).json() as ApiPage<ApiPoem>;
    expect(api.totalElements).toBeGreaterThan(25);
    const html = (await get('/poems')).body;
    const root = rootOf(html);
    expect(listedPoems(root)).toEqual(api.content.map(({ id, title }) => ({ id, title })));
    const count = new Intl.NumberFormat('fr').format(api.totalElements);
    expect(textOf(root)).toContain(
      locale('fr', 'poems').list.count.replace('{{formatted}}', count),
    );
    // The search works without scripts: a GET form to the list itself.
    expect(root).toMatch(/<form[^>]*action="\/poems" method="get" role="search"/);
    expect(root).toContain('href="/poems?page=2"');
    const records = recordsOf(html);
    expect(records).toMatchObject({ page: 'poems', search: { page: 1 }, total: api.totalElements });
    expect(records.poems).toEqual(api.content);
  });

  it('/poems honours the free text, the theme and the page of its URL as the API does', async () => {
    const search = (await get('/api/poems/search?q=yalla&size=20')).json() as ApiPage<ApiPoem>;
    expect(search.content.length).toBeGreaterThan(0);
    const searched = rootOf((await get('/poems?q=yalla')).body);
    expect(listedPoems(searched).map((p) => p.id)).toEqual(search.content.map((p) => p.id));
    expect(searched).toContain('value="yalla"');

    const page2 = (await get('/api/poems?size=20&page=1')).json() as ApiPage<ApiPoem>;
    expect(page2.content.length).toBeGreaterThan(0);
    const secondPage = rootOf((await get('/poems?page=2')).body);
    expect(listedPoems(secondPage).map((p) => p.id)).toEqual(page2.content.map((p) => p.id));

    const themes = (await get('/api/themes?size=100')).json() as ApiPage<{
      id: string;
      slug: string | null;
    }>;
    const theme = themes.content.find((t) => t.slug)!;
    const ofTheme = (
      await get(`/api/poems/filter?themeId=${theme.id}&size=20`)
    ).json() as ApiPage<ApiPoem>;
    expect(ofTheme.content.length).toBeGreaterThan(0);
    expect(ofTheme.totalElements).toBeLessThan(page2.totalElements);
    const themed = rootOf((await get(`/poems?theme=${theme.slug}`)).body);
    expect(listedPoems(themed).map((p) => p.id)).toEqual(ofTheme.content.map((p) => p.id));
    expect(themed).toMatch(
      new RegExp(
        `class="fs-btn fs-chip fs-btn-solid"\\s+aria-current="true"\\s+href="/poems\\?theme=${theme.slug}"`,
      ),
    );
  });

  it('/poets lists every poet by name with the API’s poem count, and links to each', async () => {
    const poets = (await get('/api/poets?size=100')).json() as ApiPage<{
      id: string;
      name: string;
      poemCount: number;
    }>;
    expect(poets.content.length).toBeGreaterThan(1);
    const html = (await get('/poets')).body;
    const root = rootOf(html);
    const shown = [...root.matchAll(/<h2 id="poet-([^"]+)"[^>]*>([^<]*)<\/h2>/g)].map(
      ([, id, name]) => ({ id, name: textOf(name!) }),
    );
    const byName = [...poets.content].sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(shown).toEqual(byName.map(({ id, name }) => ({ id, name })));
    for (const poet of poets.content) {
      expect(root).toContain(`href="/poet/${poet.id}"`);
      expect(textOf(root)).toContain(
        locale('fr', 'poets').list.poemCount.replace('{{count}}', String(poet.poemCount)),
      );
    }
    expect(recordsOf(html).poets.map((p: { id: string }) => p.id)).toEqual(byName.map((p) => p.id));
  });

  it('keeps a hostile title or name as text in the lists', async () => {
    const name = 'Poet <img src=x onerror=alert(2)>';
    const poet = await ctx.app.inject({
      method: 'POST',
      url: '/api/poets',
      headers: ctx.asAdmin,
      payload: { name, status: 'active' },
    });
    expect(poet.statusCode).toBe(201);
    const title = 'Aaa <script>alert(3)</script>';
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: ctx.asAdmin,
      payload: { title, content: 'Benn\nÑaar', poetId: poet.json().id },
    });
    expect(created.statusCode).toBe(201);

    const poems = (await get(`/poems?q=${encodeURIComponent('Aaa')}`)).body;
    expect(poems).not.toContain('<script>alert(3)');
    expect(rootOf(poems)).toContain('Aaa &lt;script&gt;alert(3)&lt;/script&gt;</a>');
    expect(rootOf(poems)).toContain('Poet &lt;img src=x onerror=alert(2)&gt;');
    const poets = (await get('/poets')).body;
    expect(poets).not.toContain('<img src=x');
    expect(rootOf(poets)).toContain('>Poet &lt;img src=x onerror=alert(2)&gt;</h2>');
    // A hostile search stays text in the field and the links.
    const searched = rootOf((await get(`/poems?q=${encodeURIComponent('"><b>x')}`)).body);
    expect(searched).not.toContain('<b>x');
    expect(searched).toContain('value="&quot;&gt;&lt;b&gt;x"');
  });

  it('/statistics?word= holds the API’s counts, spellings and first page of poems, with its records', async () => {
    const api = (
      await get('/api/poems/statistics/word?word=b%C3%ABgg&ignoreAccents=true&size=10')
    ).json() as {
      poemCount: number;
      totalOccurrences: number;
      poems: { poemId: string; title: string; stanzas: string[] }[];
    };
    expect(api.poemCount).toBeGreaterThan(0);
    const html = (await get('/statistics?word=b%C3%ABgg')).body;
    const root = rootOf(html);
    const figures = [...root.matchAll(/<dd>([^<]*)<\/dd>/g)].map(([, n]) => n);
    const format = new Intl.NumberFormat('fr').format;
    expect(figures).toEqual([format(api.poemCount), format(api.totalOccurrences)]);
    const listed = [
      ...root.matchAll(/<a class="fs-st-link fs-st-title-link" href="\/poem\/([^"]+)">/g),
    ];
    expect(listed.map(([, id]) => id)).toEqual(api.poems.map((p) => p.poemId));
    // The word is marked in the stanzas, as the client marks it.
    expect(root).toMatch(/<mark>b[eë]gg<\/mark>/i);
    // The search works without scripts: a GET form to the statistics, the word in its field.
    expect(root).toMatch(/<form[^>]*action="\/statistics"\s+method="get"/);
    expect(root).toContain('value="bëgg"');
    const records = recordsOf(html);
    expect(records).toMatchObject({
      page: 'statistics',
      search: { word: 'bëgg', ignoreAccents: true, variants: true, page: 1 },
    });
    expect(records.result.poems.map((p: { poemId: string }) => p.poemId)).toEqual(
      api.poems.map((p) => p.poemId),
    );
    // Without a word there is nothing to answer: the plain shell.
    expect((await get('/statistics')).body).not.toContain('id="first-screen-records"');
  });

  it('sends one value per option from the statistics form without scripts, read as sent', async () => {
    const form = rootOf((await get('/statistics?word=b%C3%ABgg')).body);
    // What the browser sends with both options as the page shows them (on)…
    const sent = formQuery(form, { word: 'bëgg' });
    expect([...sent.keys()]).toEqual(['word', 'ignoreAccents', 'variants']);
    expect(Object.fromEntries(sent)).toEqual({
      word: 'bëgg',
      ignoreAccents: 'true',
      variants: 'true',
    });
    // …and with the other spellings turned off: that GET is answered for that choice.
    const choice = formQuery(form, { word: 'bëgg', variants: 'false' });
    expect(choice.getAll('variants')).toEqual(['false']);
    const html = (await get(`/statistics?${choice.toString()}`)).body;
    expect(recordsOf(html).search).toEqual({
      word: 'bëgg',
      ignoreAccents: true,
      variants: false,
      page: 1,
    });
    const api = (
      await get('/api/poems/statistics/word?word=b%C3%ABgg&ignoreAccents=true&variants=false')
    ).json() as { poemCount: number; totalOccurrences: number };
    const format = new Intl.NumberFormat('fr').format;
    const root = rootOf(html);
    expect([...root.matchAll(/<dd>([^<]*)<\/dd>/g)].map(([, n]) => n)).toEqual([
      format(api.poemCount),
      format(api.totalOccurrences),
    ]);
    // The page shows the choice it answered, so the next search sends it again.
    expect(Object.fromEntries(formQuery(root, { word: 'yalla' }))).toEqual({
      word: 'yalla',
      ignoreAccents: 'true',
      variants: 'false',
    });
  });

  it('keeps a hostile word as text on the statistics’ first screen, with the refusal’s message', async () => {
    const hostile = '"><script>alert(4)</script>';
    const html = (await get(`/statistics?word=${encodeURIComponent(hostile)}`)).body;
    expect(html).not.toContain('<script>alert(4)');
    const root = rootOf(html);
    expect(root).toContain('value="&quot;&gt;&lt;script&gt;alert(4)&lt;/script&gt;"');
    expect(textOf(root)).toContain(locale('fr', 'statistics').errors.wordsOnly);
    expect(recordsOf(html)).toMatchObject({ page: 'statistics', refusal: 'not-words' });
    // A word found nowhere says so, the word shown as typed, as text.
    const none = rootOf((await get(`/statistics?word=${encodeURIComponent('zzzqqq')}`)).body);
    expect(textOf(none)).toContain(
      locale('fr', 'statistics').results.none.replace('{{word}}', 'zzzqqq'),
    );
  });

  it('says in the reader’s language that scripts are needed, right to left in Arabic', async () => {
    const banner = (html: string) =>
      /<noscript><p class="fs-noscript" role="note">([^<]*)<\/p><\/noscript>/.exec(html)?.[1];
    const cases = [
      ['/poems?lng=ar', {}, 'ar', 'lang="ar" dir="rtl"'],
      ['/poets', { 'accept-language': 'en-GB,en;q=0.9' }, 'en', 'lang="en" dir="ltr"'],
      ['/poems', { cookie: 'i18next=wol' }, 'wol', 'lang="wo" dir="ltr"'],
      ['/', {}, 'fr', 'lang="fr" dir="ltr"'],
    ] as const;
    const texts = new Set<string>();
    for (const [url, headers, language, htmlTag] of cases) {
      const html = (await get(url, headers)).body;
      expect(html, url).toContain(`<html ${htmlTag}`);
      expect(banner(html), url).toBe(escapeHtml(locale(language, 'common').noscript));
      texts.add(banner(html)!);
    }
    expect(texts.size).toBe(cases.length);
  });

  it('gives a recording’s page the browser’s own player, on the recording’s stream', async () => {
    const audio = (await get('/api/audios?size=1')).json().content[0] as { id: string };
    const root = rootOf((await get(`/audio/${audio.id}`)).body);
    expect(root).toMatch(
      new RegExp(`<audio[^>]*\\scontrols[^>]*\\ssrc="/api/audios/stream/${audio.id}"`),
    );
    const stream = await get(`/api/audios/stream/${audio.id}`, { range: 'bytes=0-99' });
    expect(stream.statusCode).toBe(206);
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
