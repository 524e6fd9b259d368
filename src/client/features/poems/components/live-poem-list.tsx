/**
 * The poems list read live from the mirror: the catalogue (Dexie), the offline-only switch and
 * what is downloaded, filtered for the search. A lazy module of its own, mounted by the screen
 * once its first content is painted (`<AfterContent>`), so Dexie and the filter's word rules
 * are not part of the list's first load: until it reports, the screen draws the page of poems
 * the server's HTML carried. It renders nothing; it hands each new state to `onChange`.
 */
import { useDeferredValue, useEffect, useMemo } from 'react';
import { POEMS_PAGE_SIZE } from '@domain/first-screen/first-screen-records';
import { useOfflineAvailability, useOfflineOnly } from '@client/hooks/use-offline-only';
import { rememberedVariants } from '@client/lib/spelling-variants';
import { filterPoems, type OfflineScope } from '../filter-poems';
import type { LivePoemList as LiveList, PoemListState } from '../hooks/use-poem-list';
import { usePoemCatalogue } from '../hooks/use-poem-catalogue';
import type { PoemSearch } from '../poem-search';

function useOfflineScope(): OfflineScope {
  const [offlineOnly] = useOfflineOnly();
  const availability = useOfflineAvailability();
  return useMemo(
    () => ({
      offlineOnly,
      poemsWithDownloadedAudio: availability.poemIdsWithDownloads,
      isPoemAvailable: availability.isPoemAvailable,
    }),
    [offlineOnly, availability],
  );
}

function useLiveList(search: PoemSearch, scope: OfflineScope): PoemListState {
  const state = usePoemCatalogue();
  const deferred = useDeferredValue(search);
  const catalogue = state.status === 'ready' ? state.catalogue : null;

  const variants = deferred.variants ?? rememberedVariants();
  const { matches, alsoWritten } = useMemo(() => {
    const found = new Map<string, string[]>();
    if (!catalogue) return { matches: [], alsoWritten: found };
    const poems = filterPoems(catalogue, { ...deferred, variants }, scope, found);
    return { matches: poems, alsoWritten: found };
  }, [catalogue, deferred, scope, variants]);

  const stale = deferred !== search;
  // One object per change: the screen keeps it in its state, so a new object on every render
  // would render the screen again and again.
  return useMemo((): PoemListState => {
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
      stale,
      alsoWritten,
      hasAudio: (poem) =>
        scope.offlineOnly ? scope.poemsWithDownloadedAudio.has(poem.id) : poem.hasAudio,
    };
  }, [state, matches, deferred.page, stale, alsoWritten, scope]);
}

export default function LivePoemList({
  search,
  onChange,
}: {
  search: PoemSearch;
  onChange: (live: LiveList) => void;
}) {
  const scope = useOfflineScope();
  const state = useLiveList(search, scope);
  const offlineOnly = scope.offlineOnly;
  useEffect(() => onChange({ state, offlineOnly }), [onChange, state, offlineOnly]);
  return null;
}
