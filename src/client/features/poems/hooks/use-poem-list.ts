/**
 * One page of the poems list for a search. The search is deferred (useDeferredValue), so
 * typing in the search box stays responsive while a 10,000-poem filter runs, and the filter
 * runs again only when the search, the mirror or the offline scope changes.
 */
import { useDeferredValue, useMemo } from 'react';
import type { Poem } from '@domain/schemas';
import { filterPoems, type OfflineScope, type PoemCatalogue } from '../filter-poems';
import type { PoemSearch } from '../poem-search';
import { usePoemCatalogue } from './use-poem-catalogue';

export const POEMS_PAGE_SIZE = 20;

export type PoemListState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      catalogue: PoemCatalogue;
      items: Poem[];
      total: number;
      page: number;
      pageCount: number;
      /** True while the list shown is for an older search than the one typed. */
      stale: boolean;
      /** Whether a poem's recitation counts (offline-only: downloaded ones only). */
      hasAudio: (poem: Poem) => boolean;
    };

export function usePoemList(search: PoemSearch, scope: OfflineScope): PoemListState {
  const state = usePoemCatalogue();
  const deferred = useDeferredValue(search);
  const catalogue = state.status === 'ready' ? state.catalogue : null;

  const matches = useMemo(() => {
    if (!catalogue) return [];
    return filterPoems(catalogue, deferred, scope);
  }, [catalogue, deferred, scope]);

  if (state.status !== 'ready') return state;
  const pageCount = Math.max(1, Math.ceil(matches.length / POEMS_PAGE_SIZE));
  const page = Math.min(Math.max(1, deferred.page ?? 1), pageCount);
  return {
    status: 'ready',
    catalogue: state.catalogue,
    items: matches.slice((page - 1) * POEMS_PAGE_SIZE, page * POEMS_PAGE_SIZE),
    total: matches.length,
    page,
    pageCount,
    stale: deferred !== search,
    hasAudio: (poem) =>
      scope.offlineOnly ? scope.poemsWithDownloadedAudio.has(poem.id) : poem.hasAudio,
  };
}
