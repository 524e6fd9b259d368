/** The dashboard's tags at /api/tags (searched by name with `q`; a taken name is a 409 on `name`). */
import { TagInputSchema, TagUpdateSchema, type Tag } from '@domain/schemas';
import { defineResource } from '../resource/define-resource';

export const tagResource = defineResource<Tag>({
  path: 'tags',
  createSchema: TagInputSchema,
  updateSchema: TagUpdateSchema,
});
