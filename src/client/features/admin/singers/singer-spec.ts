/** The singer form for the kit: the domain's singer schemas (name required, photo an address). */
import type { Singer } from '@domain/schemas';
import { defineFormSpec, orNull } from '../form/form-spec';
import { singerResource } from './resource';

export type SingerField = 'name' | 'biography' | 'photoUrl';

export const singerSpec = defineFormSpec<Singer, SingerField>({
  form: 'singer',
  resource: singerResource,
  empty: { name: '', biography: '', photoUrl: '' },
  toValues: (s) => ({ name: s.name, biography: s.biography ?? '', photoUrl: s.photoUrl ?? '' }),
  toInput: (v) => ({
    name: v.name,
    biography: orNull(v.biography),
    photoUrl: orNull(v.photoUrl),
  }),
});
