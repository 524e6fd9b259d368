/**
 * `validateSearch` of the difficult words list: the list pattern's state plus `poem`, the
 * words of one poem (the poem view links here). No zod (../resource/list-search.ts).
 */
import { isId } from '@domain/ids';
import { validateListSearch, type ListSearch } from '../resource/list-search';

export interface WordListSearch extends ListSearch {
  poem?: string;
}

export function validateWordListSearch(raw: Record<string, unknown>): WordListSearch {
  return { ...validateListSearch(raw), poem: isId(raw.poem) ? raw.poem : undefined };
}

/** The API's query for the filter (the list and its search both take poemId). */
export const wordListFilters = (search: WordListSearch) => ({ poemId: search.poem });
