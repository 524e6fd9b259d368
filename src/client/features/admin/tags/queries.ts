/** The dashboard's tag reads: a page (searched by name with `q`) and one tag. */
import type { Tag } from '@domain/schemas/tag';
import { getPage, getRecord } from '../resource/api';
import { toPageQuery, type ListSearch } from '../resource/list-search';

export const listTags = (search: ListSearch, signal?: AbortSignal) =>
  getPage<Tag>('tags', { q: search.q, ...toPageQuery(search) }, signal);

export const getTag = (id: string, signal?: AbortSignal) => getRecord<Tag>(`tags/${id}`, signal);

export const tagApiPath = (id: string) => `tags/${id}`;
