/**
 * `validateSearch` of the recordings list: the list pattern's `q`, `sort`, `page`, `size`
 * plus its filters: a `poem` (the poem view links here), the `timing` state (untimed, review,
 * timed: the desk links here) and `reported` (readers' drift reports). A value that does not
 * fit is dropped, never an error. No zod: route options are in the entry script every reader
 * downloads (../resource/list-search.ts).
 */
import { isId } from '@domain/ids';
import { isTimingState, type TimingState } from '@domain/vtt/timing-state';
import { readFlag } from '@client/lib/search-params';
import { validateListSearch, type ListSearch } from '../resource/list-search';

export interface AudioListSearch extends ListSearch {
  poem?: string;
  timing?: TimingState;
  /** true: reported by readers as drifting; false: not. */
  reported?: boolean;
}

export function validateAudioListSearch(raw: Record<string, unknown>): AudioListSearch {
  return {
    ...validateListSearch(raw),
    poem: isId(raw.poem) ? raw.poem : undefined,
    timing: isTimingState(raw.timing) ? raw.timing : undefined,
    reported: readFlag(raw.reported),
  };
}

/** The API's query for the filters (GET /api/audios). */
export const audioListFilters = (search: AudioListSearch) => ({
  poemId: search.poem,
  timing: search.timing,
  reported: search.reported === undefined ? undefined : String(search.reported),
});
