/** The query of every page of poems (list, search, filter, a poet's or a tag's poems). */
import { POEM_SORT_FIELDS } from '../../../plugins/app/poems-repository';
import { sortablePageQuery } from '../../sortable-page-query';

export const PoemPageQuerySchema = sortablePageQuery(POEM_SORT_FIELDS);
