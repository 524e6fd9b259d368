/** The tag form for the kit: a name (unique whatever its case: the server answers 409 on `name`). */
import { TagInputSchema, TagUpdateSchema, type Tag } from '@domain/schemas';
import { defineFormSpec } from '../form/form-spec';
import { createTag, fetchTag, updateTag } from './actions';

export const tagSpec = defineFormSpec<Tag, 'name'>({
  form: 'tag',
  createSchema: TagInputSchema,
  updateSchema: TagUpdateSchema,
  empty: { name: '' },
  toValues: (tag) => ({ name: tag.name }),
  toInput: (v) => ({ name: v.name }),
  create: createTag,
  update: updateTag,
  fetch: fetchTag,
});
