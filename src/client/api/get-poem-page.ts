/**
 * One poem page from the API, for a device whose mirror is not ready yet (a shared link
 * opened on a first visit): the poem and its difficult words, then its poet and theme.
 * Plain `fetch`, so this first render needs neither ky nor zod; the answers are the
 * server's own serialisation of the domain schemas, as in the change feed (get-changes.ts).
 *
 * Only the poem's own difficult words are asked for (`/difficult-words/poem/:id`); words
 * attached to no poem (none in the demo anthology) appear once the mirror takes over. The
 * URLs are the domain's poemPageUrls, which the server's preloads name too.
 */
import type { DifficultWord, Poem, Poet, Theme } from '@domain/schemas';
import type { Page } from '@domain/paging';
import { poemPageUrls } from '@client/api/poem-page-urls';

export type PoemPageAnswer =
  | { status: 'missing' }
  | {
      status: 'ready';
      poem: Poem;
      poet: Poet | undefined;
      theme: Theme | undefined;
      words: DifficultWord[];
    };

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  // No extra header: the page's HTML preloads these URLs (server: lib/page-preloads.ts), and
  // the browser hands the preloaded answer over to a request that looks like the preload.
  const response = await fetch(url, { signal });
  if (!response.ok) throw new PoemPageHttpError(response.status, url);
  return (await response.json()) as T;
}

export class PoemPageHttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`GET ${url} answered ${status}`);
  }
}

/** A secondary read that fails leaves its part out of the page rather than failing it. */
const orUndefined = <T>(read: Promise<T>) => read.catch(() => undefined);

/** Resolves to the page or to 'missing' (404, or an id the API rejects); rejects when unreachable. */
export async function getPoemPage(id: string, signal?: AbortSignal): Promise<PoemPageAnswer> {
  // The words need only the poem's id: asked for alongside the poem, not after it.
  const wordsAnswer = orUndefined(
    getJson<Page<DifficultWord>>(poemPageUrls.difficultWords(id), signal),
  );
  let poem: Poem;
  try {
    poem = await getJson<Poem>(poemPageUrls.poem(id), signal);
  } catch (error) {
    if (error instanceof PoemPageHttpError && (error.status === 404 || error.status === 400))
      return { status: 'missing' };
    throw error;
  }
  const [poet, theme, wordPage] = await Promise.all([
    orUndefined(getJson<Poet>(poemPageUrls.poet(poem.poetId), signal)),
    poem.themeId
      ? orUndefined(getJson<Theme>(poemPageUrls.theme(poem.themeId), signal))
      : undefined,
    wordsAnswer,
  ]);
  // In id order, as the mirror reads them (use-poem.ts), so that the hand-over to the mirror
  // finds the same list and the poem's text is not laid out again.
  const words = (wordPage?.content ?? []).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { status: 'ready', poem, poet, theme, words };
}
