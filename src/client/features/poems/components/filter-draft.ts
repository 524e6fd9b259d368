/**
 * The filter panel's draft: every field as typed (text), converted to URL criteria on apply.
 * Numbers must be whole, counters 0 or more, and "year from" not after "year to"; each error
 * names its field so the panel can show it there.
 */
import { FILTER_FIELDS, type PoemFilterFields, type PoemSearch } from '../poem-search';

export interface FilterDraft {
  title: string;
  content: string;
  poet: string;
  tag: string;
  yearFrom: string;
  yearTo: string;
  minViews: string;
  minLikes: string;
  withAudio: boolean;
  withCover: boolean;
}

export type DraftError = 'wholeNumber' | 'notNegative' | 'yearOrder' | 'yearRange';

const str = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The draft showing what `search` applies. */
export function draftOf(search: PoemSearch): FilterDraft {
  return {
    title: str(search.title),
    content: str(search.content),
    poet: str(search.poet),
    tag: str(search.tag),
    yearFrom: str(search.yearFrom),
    yearTo: str(search.yearTo),
    minViews: str(search.minViews),
    minLikes: str(search.minLikes),
    withAudio: search.withAudio === true,
    withCover: search.withCover === true,
  };
}

function whole(text: string): number | undefined | 'bad' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : 'bad';
}

/** The criteria of a draft (empty fields left out), or the errors per field. */
export function fieldsOfDraft(draft: FilterDraft): {
  ok: boolean;
  fields: PoemFilterFields;
  errors: Partial<Record<keyof PoemFilterFields, DraftError>>;
} {
  const errors: Partial<Record<keyof PoemFilterFields, DraftError>> = {};
  const fields: PoemFilterFields = {};
  for (const key of ['title', 'content', 'poet', 'tag'] as const) {
    const value = draft[key].trim();
    if (value) fields[key] = value;
  }
  for (const key of ['yearFrom', 'yearTo', 'minViews', 'minLikes'] as const) {
    const value = whole(draft[key]);
    if (value === 'bad') errors[key] = 'wholeNumber';
    else if (value !== undefined && key.startsWith('min') && value < 0) errors[key] = 'notNegative';
    else if (value !== undefined && key.startsWith('year') && Math.abs(value) > 3000)
      errors[key] = 'yearRange';
    else if (value !== undefined) fields[key] = value;
  }
  if (
    fields.yearFrom !== undefined &&
    fields.yearTo !== undefined &&
    fields.yearFrom > fields.yearTo
  ) {
    errors.yearTo = 'yearOrder';
  }
  if (draft.withAudio) fields.withAudio = true;
  if (draft.withCover) fields.withCover = true;
  const ordered: PoemFilterFields = {};
  for (const key of FILTER_FIELDS)
    if (fields[key] !== undefined) Object.assign(ordered, { [key]: fields[key] });
  return { ok: Object.keys(errors).length === 0, fields: ordered, errors };
}
