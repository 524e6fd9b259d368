/**
 * The query of every page of poems (the list, search, filter, a poet's or a tag's poems):
 * the generic sortable page query with the poem sort fields.
 */
import { IdSchema } from '@domain/schemas/common';
import { POEM_SORT_FIELDS } from '@domain/schemas/poem';
import { flag } from '@domain/schemas/poem-filter';
import { PublicationStateQuerySchema } from '@domain/publication/publication';
import { ListTextQuerySchema, sortablePageQuery } from './sortable-page-query';

export const PoemPageQuerySchema = sortablePageQuery(POEM_SORT_FIELDS);

/**
 * GET /api/poems: the page query and the list's filters (the dashboard keeps them in its URL):
 * a search text (as /search, other spellings included), a poet, a theme, a tag (ids), whether it has a recording, and the publication state.
 */
export const PoemListQuerySchema = PoemPageQuerySchema.extend({
  q: ListTextQuerySchema,
  poet: IdSchema.optional(),
  themeId: IdSchema.optional(),
  tag: IdSchema.optional(),
  withAudio: flag,
  state: PublicationStateQuerySchema.optional(),
});
