/** The dashboard's singer reads: a page (searched by name with `q`) and one singer. */
import type { Singer } from '@domain/schemas/singer';
import { getPage, getRecord } from '../resource/api';
import { toPageQuery, type ListSearch } from '../resource/list-search';

export const listSingers = (search: ListSearch, signal?: AbortSignal) =>
  getPage<Singer>('singers', { q: search.q, ...toPageQuery(search) }, signal);

export const getSinger = (id: string, signal?: AbortSignal) =>
  getRecord<Singer>(`singers/${id}`, signal);

export const singerApiPath = (id: string) => `singers/${id}`;
