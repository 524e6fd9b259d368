/**
 * `validateSearch` of the poems list: the list pattern's `q`, `sort`, `page`, `size` plus its
 * filters: the publication `state`, a `poet`, a `theme` and a `tag` (ids), and `audio` (has a
 * recording or not). A value that does not fit is dropped, never an error. No zod: route
 * options are in the entry script every reader downloads (../resource/list-search.ts).
 */
import { isId } from '@domain/ids';
import { isPublicationState, type PublicationState } from '@domain/publication/publication-state';
import { readFlag } from '@client/lib/search-params';
import { validateListSearch, type ListSearch } from '../resource/list-search';

export interface PoemListSearch extends ListSearch {
  state?: PublicationState;
  poet?: string;
  theme?: string;
  tag?: string;
  /** true: with a recording; false: without. */
  audio?: boolean;
}

const idOrNothing = (value: unknown) => (isId(value) ? value : undefined);

export function validatePoemListSearch(raw: Record<string, unknown>): PoemListSearch {
  return {
    ...validateListSearch(raw),
    state: isPublicationState(raw.state) ? raw.state : undefined,
    poet: idOrNothing(raw.poet),
    theme: idOrNothing(raw.theme),
    tag: idOrNothing(raw.tag),
    audio: readFlag(raw.audio),
  };
}

/** The API's query for the filters (GET /api/poems). */
export const poemListFilters = (search: PoemListSearch) => ({
  state: search.state,
  poet: search.poet,
  themeId: search.theme,
  tag: search.tag,
  withAudio: search.audio === undefined ? undefined : String(search.audio),
});
