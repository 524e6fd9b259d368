/** The dashboard's singers at /api/singers (searched by name with `q`). */
import { SingerInputSchema, SingerUpdateSchema, type Singer } from '@domain/schemas';
import { defineResource } from '../resource/define-resource';

export const singerResource = defineResource<Singer>({
  path: 'singers',
  createSchema: SingerInputSchema,
  updateSchema: SingerUpdateSchema,
});
