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
  | {
      page: 'audio';
      audio: Audio;
      poem: Poem | undefined;
      poet: Poet | undefined;
      singer: Singer | undefined;
    };

/** Records in id order, as the mirror's reads return them. */
export const byId = <T extends { id: string }>(a: T, b: T) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
