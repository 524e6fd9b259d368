/** The dashboard's poem reads: a page (searched by title, text or poet with `q`) and one poem. */
import type { Poem } from '@domain/schemas/poem';
import { getPage, getRecord } from '../resource/api';
import { toPageQuery, type ListSearch } from '../resource/list-search';

export const listPoems = (search: ListSearch, signal?: AbortSignal) =>
  search.q
    ? getPage<Poem>('poems/search', { q: search.q, ...toPageQuery(search) }, signal)
    : getPage<Poem>('poems', toPageQuery(search), signal);

export const getPoem = (id: string, signal?: AbortSignal) => getRecord<Poem>(`poems/${id}`, signal);

export const poemApiPath = (id: string) => `poems/${id}`;
