/**
 * One page of the poems list for a search. The search is deferred (useDeferredValue), so
 * typing in the search box stays responsive while a 10,000-poem filter runs, and the filter
 * runs again only when the search, the mirror or the offline scope changes.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useMemo } from 'react';
import { db } from '@client/db/db';
import type { Poem } from '@domain/schemas';
import { filterPoems, type PoemCatalogue } from '../filter-poems';
import type { PoemSearch } from '../poem-search';
import { usePoemCatalogue } from './use-poem-catalogue';

export const POEMS_PAGE_SIZE = 20;
const NO_POEMS: ReadonlySet<string> = new Set();

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

export function usePoemList(
  search: PoemSearch,
  offlineOnly: boolean,
  downloadedAudioIds: ReadonlySet<string>,
): PoemListState {
  const state = usePoemCatalogue();
  const deferred = useDeferredValue(search);
  const poemsWithDownloads = useLiveQuery(
    async () => {
      const audios = await db.audios.bulkGet([...downloadedAudioIds]);
      return new Set(audios.flatMap((audio) => (audio ? [audio.poemId] : [])));
    },
    [downloadedAudioIds],
    NO_POEMS,
  );
  const catalogue = state.status === 'ready' ? state.catalogue : null;

  const matches = useMemo(() => {
    if (!catalogue) return [];
    return filterPoems(catalogue, deferred, {
      offlineOnly,
      poemsWithDownloadedAudio: poemsWithDownloads,
    });
  }, [catalogue, deferred, offlineOnly, poemsWithDownloads]);

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
    hasAudio: (poem) => (offlineOnly ? poemsWithDownloads.has(poem.id) : poem.hasAudio),
  };
}
