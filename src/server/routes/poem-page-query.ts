/**
 * The query of every page of poems (the list, search, filter, a poet's or a tag's poems):
 * the generic sortable page query with the poem sort fields.
 */
import { POEM_SORT_FIELDS } from '@domain/schemas/poem';
import { sortablePageQuery } from './sortable-page-query';

export const PoemPageQuerySchema = sortablePageQuery(POEM_SORT_FIELDS);
