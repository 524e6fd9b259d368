/**
 * The dashboard's poems at /api/poems: the list with its search (`q`: title, text or poet)
 * and filters (state, poet, theme, tag, recording) in one query; an administrator's token
 * also lists drafts and scheduled poems.
 */
import { PoemInputSchema, PoemUpdateSchema, type Poem } from '@domain/schemas';
import { defineResource } from '../resource/define-resource';
import { poemListFilters, type PoemListSearch } from './list-search';

export const poemResource = defineResource<Poem, PoemListSearch>({
  path: 'poems',
  createSchema: PoemInputSchema,
  updateSchema: PoemUpdateSchema,
  filters: poemListFilters,
});
