/** The dashboard's poets at /api/poets (searched by name with `q`). */
import { PoetInputSchema, PoetUpdateSchema, type Poet } from '@domain/schemas';
import { defineResource } from '../resource/define-resource';

export const poetResource = defineResource<Poet>({
  path: 'poets',
  createSchema: PoetInputSchema,
  updateSchema: PoetUpdateSchema,
});
