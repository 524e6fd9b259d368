/**
 * Where the poem page reads from (use-poem-page.ts): the API for this one poem while the
 * mirror is not ready, the mirror once it is (live), and the mirror when the API is
 * unreachable. The API is a fake `fetch` answering from the same demo rows as the mirror.
 */
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@client/db/db';
import { setMirrorReady } from '@client/sync/mirror-ready';
import { buildDemoMirror, fillMirror } from '../../../../../tests/helpers/demo-mirror';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { usePoem } from '../hooks/use-poem';
import { preparePoemPage, usePoemPage } from '../hooks/use-poem-page';
import type { PoemPageState } from '../hooks/use-poem';
import { PoemReader } from './poem-reader';

const mirror = buildDemoMirror();
const poem = mirror.poems[0]!;
const poet = mirror.poets.find((p) => p.id === poem.poetId)!;

/** A fake API over the demo rows; records the paths asked for. */
function fakeApi({ reachable = true } = {}) {
  const asked: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  // The app's ky client hands fetch a Request with an absolute URL; the test names paths.
  vi.stubGlobal('fetch', async (request: Request | string) => {
    const url = new URL(typeof request === 'string' ? request : request.url, 'http://localhost');
    const input = url.pathname + url.search;
    asked.push(input);
    if (!reachable) throw new TypeError('Failed to fetch');
    const [, , kind, id, more] = input.split('?')[0]!.split('/');
    if (kind === 'poems') {
      const found = mirror.poems.find((p) => p.id === id);
      return found ? json(found) : json({ status: 404, message: 'Poem not found' }, 404);
    }
    if (kind === 'poets') return json(mirror.poets.find((p) => p.id === id));
    if (kind === 'themes') return json(mirror.themes.find((t) => t.id === id));
    if (kind === 'difficult-words' && id === 'poem') {
      const content = mirror.difficultWords.filter((w) => w.poemId === more);
      return json({ content, totalElements: content.length, totalPages: 1, size: 100, number: 0 });
    }
    return json({ status: 404 }, 404);
  });
  return asked;
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('PoemReader: where the poem comes from', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    setMirrorReady(false);
    await Promise.all(db.tables.map((t) => t.clear()));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the API for the one poem while the mirror is not ready (empty mirror, first visit)', async () => {
    const asked = fakeApi();
    await renderInApp(() => <PoemReader poemId={poem.id} />);
    expect((await heading()).textContent).toBe(poem.title);
    expect((await screen.findAllByText(poet.name)).length).toBeGreaterThan(0);
    // The poem and its words first, side by side (both need only the poem's id: the page's
    // HTML preloads them); its poet once the poem has named them.
    expect(asked.slice(0, 2).sort()).toEqual([
      `/api/difficult-words/poem/${poem.id}?size=100`,
      `/api/poems/${poem.id}`,
    ]);
    expect(asked).toContain(`/api/poets/${poem.poetId}`);
  });

  it('says "Poem not found" for an id the API does not know', async () => {
    fakeApi();
    await renderInApp(() => <PoemReader poemId="00000000-0000-4000-8000-999999999999" />);
    expect((await heading()).textContent).toBe('Poème introuvable');
  });

  it('hands over to the mirror, live, once a sync completes', async () => {
    fakeApi();
    await renderInApp(() => <PoemReader poemId={poem.id} />);
    expect((await heading()).textContent).toBe(poem.title);
    // The sync brings the anthology, with this poem already edited since the API answered.
    await fillMirror(db, mirror);
    await db.poems.update(poem.id, { title: 'Edited on the server' });
    setMirrorReady(true);
    await screen.findByRole('heading', { level: 1, name: 'Edited on the server' });
    await db.poems.update(poem.id, { title: 'Edited again' });
    await screen.findByRole('heading', { level: 1, name: 'Edited again' });
  });

  it('keeps, at the hand-over, every part the mirror did not change (the text is not laid out again)', async () => {
    // A poem with difficult words that no other test prepares (prepared answers are kept).
    const read = mirror.poems
      .slice(3)
      .find((p) => mirror.difficultWords.some((w) => w.poemId === p.id))!;
    fakeApi();
    const page = renderHook(() => usePoemPage(read.id));
    await waitFor(() => expect(page.result.current.state.status).toBe('ready'));
    const fromApi = page.result.current.state as Extract<PoemPageState, { status: 'ready' }>;
    expect(fromApi.words.length).toBeGreaterThan(1);

    // The first sync brings the anthology; this poem has one more view since the API answered.
    await fillMirror(db, mirror);
    await db.poems.update(read.id, { views: read.views + 1 });
    act(() => setMirrorReady(true));
    await waitFor(() => expect(page.result.current.mirror).not.toBeNull());
    const fromMirror = renderHook(() => usePoem(read.id));
    await waitFor(() => expect(fromMirror.result.current.status).toBe('ready'));
    act(() => page.result.current.mirror!.onState(fromMirror.result.current));

    await waitFor(() =>
      expect(page.result.current.state).toMatchObject({ poem: { views: read.views + 1 } }),
    );
    const handedOver = page.result.current.state as typeof fromApi;
    expect(handedOver.words).toBe(fromApi.words);
    expect(handedOver.poet).toBe(fromApi.poet);
    expect(handedOver.poem.translations).toBe(fromApi.poem.translations);
    expect(handedOver.poem).not.toBe(fromApi.poem);
  });

  it('reads the mirror without asking the network when the mirror is ready', async () => {
    const asked = fakeApi();
    await fillMirror(db, mirror);
    setMirrorReady(true);
    await renderInApp(() => <PoemReader poemId={poem.id} />);
    expect((await heading()).textContent).toBe(poem.title);
    expect(asked).toEqual([]);
  });

  it('explains, from the mirror, the poem’s own difficult words and those attached to no poem', async () => {
    const asked = fakeApi();
    const firstWord = poem.content.split(/\s+/)[0]!.replace(/[^\p{L}\p{M}]/gu, '');
    const own = mirror.difficultWords.filter((w) => w.poemId === poem.id);
    const general = { ...own[0]!, id: 'general-word', word: firstWord, poemId: null };
    await fillMirror(db, { ...mirror, difficultWords: [...mirror.difficultWords, general] });
    setMirrorReady(true);
    await renderInApp(() => <PoemReader poemId={poem.id} />);
    await heading();
    const explained = new Set((await screen.findAllByRole('button')).map((b) => b.textContent));
    expect(own.length).toBeGreaterThan(0);
    for (const word of [...own.map((w) => w.word), firstWord]) expect(explained).toContain(word);
    expect(asked).toEqual([]);
  });

  it('falls back to the mirror when the API cannot be reached (offline, hint missing)', async () => {
    fakeApi({ reachable: false });
    await fillMirror(db, mirror);
    await renderInApp(() => <PoemReader poemId={poem.id} />);
    expect((await heading()).textContent).toBe(poem.title);
  });

  // Other poems than the tests above: a prepared answer is kept for the page that opens next.
  it('shows the poem in its first render when the route’s loader prepared it, asking once', async () => {
    const prepared = mirror.poems[1]!;
    const asked = fakeApi();
    await preparePoemPage(prepared.id);
    // No placeholder first: the hook's very first state is the poem.
    const { result } = renderHook(() => usePoemPage(prepared.id));
    expect(result.current.state).toMatchObject({ status: 'ready', poem: { id: prepared.id } });
    await renderInApp(() => <PoemReader poemId={prepared.id} />);
    expect((await heading()).textContent).toBe(prepared.title);
    expect(asked.filter((path) => path === `/api/poems/${prepared.id}`)).toHaveLength(1);
  });

  it('falls back to the mirror when the prepared request found the API unreachable', async () => {
    const prepared = mirror.poems[2]!;
    fakeApi({ reachable: false });
    await preparePoemPage(prepared.id);
    await fillMirror(db, mirror);
    await renderInApp(() => <PoemReader poemId={prepared.id} />);
    expect((await heading()).textContent).toBe(prepared.title);
  });
});
