/**
 * One loader of a poem page's records, whatever the source: the server's repositories (the
 * first screen, server/first-screen/load-records.ts), the API (a first visit before the mirror
 * is ready, client/api/get-poem-page.ts) and the mirror (client poems/hooks/use-poem.ts). Each
 * source gives only its reads; what is read, in which order, and how the words are ordered
 * is decided here once, so the records the server's HTML carries are the ones the client would
 * have built: the client takes them over as they are (same poem, same words in the same
 * order), and the poem's text is not laid out again.
 */
import type { DifficultWord, Poem, Poet, Theme } from '../schemas';
import type { FirstScreenRecords } from './first-screen-records';
import { byId } from './first-screen-records';

/** What a poem page shows: the first screen's poem records, without the page's name. */
export type PoemPageRecords = Omit<Extract<FirstScreenRecords, { page: 'poem' }>, 'page'>;

/** A source's reads. Each answers undefined (or no words) for what it does not have. */
export interface PoemPageReads {
  poem(id: string): Promise<Poem | undefined>;
  poet(id: string): Promise<Poet | undefined>;
  theme(id: string): Promise<Theme | undefined>;
  /** The poem's difficult words, and, where the source has them, those of no poem. */
  words(poemId: string): Promise<DifficultWord[]>;
}

/** The poem's own words first, then the words of no poem, each group in id order. */
export const wordOrder =
  (poemId: string) =>
  (a: DifficultWord, b: DifficultWord): number =>
    Number(a.poemId !== poemId) - Number(b.poemId !== poemId) || byId(a, b);

/** The page's records, or undefined when there is no such poem. */
export async function loadPoemPage(
  id: string,
  reads: PoemPageReads,
): Promise<PoemPageRecords | undefined> {
  // The words need only the poem's id: read alongside the poem, not after it.
  const words = reads.words(id);
  // Not awaited when the poem is missing: its failure then is nobody's.
  words.catch(() => undefined);
  const poem = await reads.poem(id);
  if (!poem) return undefined;
  const [poet, theme, list] = await Promise.all([
    reads.poet(poem.poetId),
    poem.themeId ? reads.theme(poem.themeId) : undefined,
    words,
  ]);
  return { poem, poet, theme, words: [...list].sort(wordOrder(id)) };
}
