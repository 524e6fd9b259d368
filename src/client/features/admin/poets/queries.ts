/** The dashboard's poet reads: a page (searched by name with `q`) and one poet. */
import type { Poet } from '@domain/schemas/poet';
import { getPage, getRecord } from '../resource/api';
import { toPageQuery, type ListSearch } from '../resource/list-search';

export const listPoets = (search: ListSearch, signal?: AbortSignal) =>
  getPage<Poet>('poets', { q: search.q, ...toPageQuery(search) }, signal);

export const getPoet = (id: string, signal?: AbortSignal) => getRecord<Poet>(`poets/${id}`, signal);

export const poetApiPath = (id: string) => `poets/${id}`;
