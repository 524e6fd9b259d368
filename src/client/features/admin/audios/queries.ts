/** The dashboard's recording reads: a page (searched by title with `q`) and one recording. */
import type { Audio } from '@domain/schemas/audio';
import { getPage, getRecord } from '../resource/api';
import { toPageQuery, type ListSearch } from '../resource/list-search';

export const listAudios = (search: ListSearch, signal?: AbortSignal) =>
  getPage<Audio>('audios', { q: search.q, ...toPageQuery(search) }, signal);

export const getAudio = (id: string, signal?: AbortSignal) =>
  getRecord<Audio>(`audios/${id}`, signal);

export const audioApiPath = (id: string) => `audios/${id}`;
