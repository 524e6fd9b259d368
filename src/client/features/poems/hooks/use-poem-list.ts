/**
 * One page of the poems list for a search: the page the server's HTML carried (the first
 * screen of `/poems`) for the first render and until the mirror holds the anthology, then the
 * live list (components/live-poem-list.tsx, which loads after the first content with Dexie
 * and the filter). The live list's search is deferred (useDeferredValue), so typing in the
 * search box stays responsive while a 10,000-poem filter runs.
 */
import { useMemo } from 'react';
import { carriedList } from '@client/api/first-screen-records';
import { isMirrorReady } from '@client/sync/mirror-ready';
import {
  POEMS_PAGE_SIZE,
  type FirstScreenRecords,
} from '@domain/first-screen/first-screen-records';
import type { Poem } from '@domain/schemas';
// Types only: the filter and its word rules load with the live list, not with the screen.
import type { PoemCatalogue } from '../filter-poems';
import type { PoemSearch } from '../poem-search';

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
      /** Poems found only through other spellings: id → the spellings they hold. */
      alsoWritten: ReadonlyMap<string, string[]>;
      /** Whether a poem's recitation counts (offline-only: downloaded ones only). */
      hasAudio: (poem: Poem) => boolean;
    };

/** What the live list reports: its state, and whether the offline-only switch is on. */
export interface LivePoemList {
  state: PoemListState;
  offlineOnly: boolean;
}

/** True when the carried list is the one `search` asks for (the server honours these only). */
function isCarriedSearch(
  carried: Extract<FirstScreenRecords, { page: 'poems' }>,
  search: PoemSearch,
  offlineOnly: boolean,
): boolean {
  const { q, theme, poet, page = 1, variants: _variants, ...others } = search;
  return (
    !offlineOnly &&
    Object.keys(others).length === 0 &&
    q === carried.search.q &&
    theme === carried.search.theme &&
    poet === carried.search.poet &&
    page === carried.search.page
  );
}

/**
 * The page of poems the page's HTML carried, for the first render and until the mirror holds
 * the anthology: a first visit shows the server's list, not an empty one, while the first
 * sync runs.
 */
function carriedPoemList(search: PoemSearch, offlineOnly: boolean): PoemListState | undefined {
  const carried = carriedList('poems');
  if (!carried || !isCarriedSearch(carried, search, offlineOnly)) return undefined;
  return {
    status: 'ready',
    catalogue: {
      poems: carried.poems,
      poets: new Map(carried.poets.map((poet) => [poet.id, poet])),
      tags: [],
      themes: carried.themes,
    },
    items: carried.poems,
    total: carried.total,
    page: carried.search.page,
    pageCount: Math.max(1, Math.ceil(carried.total / POEMS_PAGE_SIZE)),
    stale: false,
    alsoWritten: new Map(),
    hasAudio: (poem) => poem.hasAudio,
  };
}

const LOADING: PoemListState = { status: 'loading' };

/** The state to draw, from the carried page and the live list once it has reported. */
export function usePoemList(search: PoemSearch, live: LivePoemList | undefined): PoemListState {
  const offlineOnly = live?.offlineOnly ?? false;
  const carried = useMemo(() => carriedPoemList(search, offlineOnly), [search, offlineOnly]);
  const state = live?.state ?? LOADING;
  return carried && (state.status !== 'ready' || !isMirrorReady()) ? carried : state;
}
