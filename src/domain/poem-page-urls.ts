/**
 * The API answers a poem page reads on a first visit, before the device's mirror is ready:
 * the client fetches these URLs (client/api/get-poem-page.ts) and the server names the same
 * ones in the page's `Link: rel=preload` header (server plugins/external/client-app.ts). The
 * browser hands a preloaded answer over only to a request for the very same URL, so a
 * difference of one byte (a query parameter, its order, an escape) would have every first
 * visit fetch the poem twice. Both sides build them here.
 */

/** How many difficult words of the poem are asked for (one page holds all of a poem's). */
const POEM_WORDS_PAGE_SIZE = 100;

const part = encodeURIComponent;

/** The URLs of a poem page's answers, each same-origin and starting with /api/. */
export const poemPageUrls = {
  poem: (poemId: string) => `/api/poems/${part(poemId)}`,
  /** The words need only the poem's id: the page asks for them alongside the poem. */
  difficultWords: (poemId: string) =>
    `/api/difficult-words/poem/${part(poemId)}?size=${POEM_WORDS_PAGE_SIZE}`,
  poet: (poetId: string) => `/api/poets/${part(poetId)}`,
  theme: (themeId: string) => `/api/themes/${part(themeId)}`,
};

/** Every URL the page reads for this poem, in the order it asks for them (poem, words, poet, theme). */
export function poemPageUrlsOf(poem: {
  id: string;
  poetId: string;
  themeId?: string | null;
}): string[] {
  return [
    poemPageUrls.poem(poem.id),
    poemPageUrls.difficultWords(poem.id),
    poemPageUrls.poet(poem.poetId),
    ...(poem.themeId ? [poemPageUrls.theme(poem.themeId)] : []),
  ];
}
