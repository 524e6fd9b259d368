/**
 * The API answers a poem page reads when the mirror is not ready and the page's HTML carried
 * no records for it (a navigation inside the app before the first sync): get-poem-page.ts.
 */
import { MAX_PAGE_SIZE } from '@domain/page-request';

/** How many difficult words of the poem are asked for: the API's largest page, all of a poem's. */
const POEM_WORDS_PAGE_SIZE = MAX_PAGE_SIZE;

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
