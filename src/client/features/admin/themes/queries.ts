/** The dashboard's theme reads: a page (searched by a name in any language with `q`) and one theme. */
import type { Theme } from '@domain/schemas/theme';
import { getPage, getRecord } from '../resource/api';
import { toPageQuery, type ListSearch } from '../resource/list-search';

export const listThemes = (search: ListSearch, signal?: AbortSignal) =>
  getPage<Theme>('themes', { q: search.q, ...toPageQuery(search) }, signal);

export const getTheme = (id: string, signal?: AbortSignal) =>
  getRecord<Theme>(`themes/${id}`, signal);

export const themeApiPath = (id: string) => `themes/${id}`;
