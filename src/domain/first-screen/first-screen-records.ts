/**
 * The records a server-rendered first screen carries to the client (server: first-screen/,
 * client: api/first-screen-records.ts). The server's HTML shows the page the reader came for
 * before any script runs; it also holds these records in a JSON data block, so the client's
 * first render draws the same page from them instead of fetching them again or waiting for
 * the mirror's first sync. The block is `<script type="application/json">`: data, never
 * executed, so the Content-Security-Policy stays `script-src 'self'`.
 *
 * Each record is the API's own serialisation of the domain schema (as in the change feed).
 */
import type { Audio, DifficultWord, Poem, Poet, Singer, Theme } from '../schemas';
import type { WordQueryRefusal } from '../words/parse-word-query';
import type { WordStatisticsResponse } from '../words/word-statistics-page';

/** The id of the `<script type="application/json">` element that holds the records. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-records';

/** Which page a first screen is, and the records it shows. */
export type FirstScreenRecords =
  | { page: 'home' }
  | {
      page: 'poem';
      poem: Poem;
      poet: Poet | undefined;
      theme: Theme | undefined;
      /** The poem's difficult words, in id order (as the mirror reads them). */
      words: DifficultWord[];
    }
  | { page: 'poet'; poet: Poet; poems: Poem[] }
  /** The poets list: every poet, in the mirror's order (by name), each with its poem count. */
  | { page: 'poets'; poets: Poet[] }
  | {
      page: 'poems';
      /** The list's search as the URL gave it (what the server honoured of it). */
      search: PoemsPageSearch;
      /** The page's poems, in the list's order. */
      poems: Poem[];
      /** How many poems match the search, on every page. */
      total: number;
      /** The poets of the page's poems and every theme (the list's chips). */
      poets: Poet[];
      themes: Theme[];
    }
  | {
      page: 'statistics';
      /** The word search as the URL gave it, its options as the client's defaults fill them. */
      search: StatisticsPageSearch;
      /** The answer for the word (its first page of poems, or the page asked for)… */
      result?: WordStatisticsResponse;
      /** …or why the word was refused (the form's message). */
      refusal?: WordQueryRefusal;
      /** The names of the result's poets. */
      poets: Pick<Poet, 'id' | 'name'>[];
    }
  | {
      page: 'audio';
      audio: Audio;
      poem: Poem | undefined;
      poet: Poet | undefined;
      singer: Singer | undefined;
    };

/** What the poems list's first screen honours of its URL: the free text, the theme, the page. */
export interface PoemsPageSearch {
  q?: string;
  /** A theme's id or slug. */
  theme?: string;
  /** A poet's id or name. */
  poet?: string;
  /** 1-based. */
  page: number;
}

/** What the statistics' first screen honours of its URL (`/statistics?word=…`). */
export interface StatisticsPageSearch {
  word: string;
  ignoreAccents: boolean;
  variants: boolean;
  /** 1-based. */
  page: number;
}

/** The statistics' page size (poems per page), the client's and the server's first screen's. */
export const STATISTICS_PAGE_SIZE = 10;

/** The poems list's page size, the client's and the server's first screen's. */
export const POEMS_PAGE_SIZE = 20;

/** Records in id order, as the mirror's reads return them. */
export const byId = <T extends { id: string }>(a: T, b: T) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
