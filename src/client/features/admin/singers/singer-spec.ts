/** The singer form for the kit: the domain's singer schemas (name required, photo an address). */
import { SingerInputSchema, SingerUpdateSchema, type Singer } from '@domain/schemas';
import { defineFormSpec, orNull } from '../form/form-spec';
import { createSinger, fetchSinger, updateSinger } from './actions';

export type SingerField = 'name' | 'biography' | 'photoUrl';

export const singerSpec = defineFormSpec<Singer, SingerField>({
  form: 'singer',
  createSchema: SingerInputSchema,
  updateSchema: SingerUpdateSchema,
  empty: { name: '', biography: '', photoUrl: '' },
  toValues: (s) => ({ name: s.name, biography: s.biography ?? '', photoUrl: s.photoUrl ?? '' }),
  toInput: (v) => ({
    name: v.name,
    biography: orNull(v.biography),
    photoUrl: orNull(v.photoUrl),
  }),
  create: createSinger,
  update: updateSinger,
  fetch: fetchSinger,
});
