/**
 * One poem page from the API, for a device whose mirror is not ready yet (a shared link
 * opened on a first visit): the poem and its difficult words, then its poet and theme, read
 * by the domain's one loader of a poem page (the server's first screen and the mirror use it
 * too), so the records are the ones the first screen carries.
 * Through the app's ky client, loaded with the first such call (not with the page: a poem
 * read from its HTML or the mirror never needs ky), and no zod; the answers are the server's
 * own serialisation of the domain schemas, as in the change feed (get-changes.ts).
 *
 * Only the poem's own difficult words are asked for (`/difficult-words/poem/:id`); words
 * attached to no poem (none in the demo anthology) appear once the mirror takes over. The
 * URLs are poemPageUrls'. A poem page opened from a link usually needs none of this: its HTML
 * carries the records of its first screen (server: first-screen/).
 */
import type { DifficultWord, Poem, Poet, Theme } from '@domain/schemas';
import type { Page } from '@domain/paging';
import { poemPageUrls } from '@client/api/poem-page-urls';
import { ApiError } from './api-error';
import { loadPoemPage, type PoemPageRecords } from '@domain/first-screen/poem-page-records';

/** The page's records as the first screen carries them (one loader: loadPoemPage). */
export type PoemPageAnswer = { status: 'missing' } | ({ status: 'ready' } & PoemPageRecords);

const client = () => import('./http').then(({ http }) => http);

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  // Sent as a plain fetch would be: the page's HTML preloads these URLs (server:
  // lib/page-preloads.ts), and the browser hands the preloaded answer over only to a request
  // that looks like the preload. So no `.json()` shortcut (it adds an Accept header), the
  // redirects followed as a fetch does, and the status read here rather than thrown.
  const response = await (
    await client()
  ).get(url, { prefixUrl: '', signal, redirect: 'follow', throwHttpErrors: false });
  // Only the status matters here (a missing poem, or a part left out), not the body.
  if (!response.ok) throw new ApiError('http', response.status, { message: `GET ${url}` });
  return (await response.json()) as T;
}

/** A secondary read that fails leaves its part out of the page rather than failing it. */
const orUndefined = <T>(read: Promise<T>) => read.catch(() => undefined);

/** Resolves to the page or to 'missing' (404, or an id the API rejects); rejects when unreachable. */
export async function getPoemPage(id: string, signal?: AbortSignal): Promise<PoemPageAnswer> {
  const records = await loadPoemPage(id, {
    poem: (poemId) =>
      getJson<Poem>(poemPageUrls.poem(poemId), signal).catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          return undefined;
        throw error;
      }),
    poet: (poetId) => orUndefined(getJson<Poet>(poemPageUrls.poet(poetId), signal)),
    theme: (themeId) => orUndefined(getJson<Theme>(poemPageUrls.theme(themeId), signal)),
    words: async (poemId) =>
      (await orUndefined(getJson<Page<DifficultWord>>(poemPageUrls.difficultWords(poemId), signal)))
        ?.content ?? [],
  });
  return records ? { status: 'ready', ...records } : { status: 'missing' };
}
