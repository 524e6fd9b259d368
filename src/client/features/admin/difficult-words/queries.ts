/** The dashboard's difficult-word reads: a page (searched by word with `q`) and one word. */
import type { DifficultWord } from '@domain/schemas/difficult-word';
import { getPage, getRecord } from '../resource/api';
import { toPageQuery, type ListSearch } from '../resource/list-search';

export const listDifficultWords = (search: ListSearch, signal?: AbortSignal) =>
  search.q
    ? getPage<DifficultWord>(
        'difficult-words/search',
        { word: search.q, ...toPageQuery(search) },
        signal,
      )
    : getPage<DifficultWord>('difficult-words', toPageQuery(search), signal);

export const getDifficultWord = (id: string, signal?: AbortSignal) =>
  getRecord<DifficultWord>(`difficult-words/${id}`, signal);

export const difficultWordApiPath = (id: string) => `difficult-words/${id}`;
