/** The poet form for the kit: the domain's poet schemas (years in order, SPEC's status values). */
import { LANGUAGES } from '@domain/i18n/languages';
import type { Poet } from '@domain/schemas';
import { defineFormSpec, orNull, yearOrNull, type FormValues } from '../form/form-spec';
import { poetResource } from './resource';

export type PoetField =
  | 'name'
  | 'birthYear'
  | 'deathYear'
  | 'status'
  | `biography.${(typeof LANGUAGES)[number]}`
  | 'photoUrl';

const year = (value: number | null) => (value === null ? '' : String(value));

/** The biography's four fields as one object, or null when all are empty. */
function biographyOf(values: FormValues<PoetField>) {
  const texts = Object.fromEntries(
    LANGUAGES.flatMap((l) => {
      const text = orNull(values[`biography.${l}`]);
      return text ? [[l, text]] : [];
    }),
  );
  return Object.keys(texts).length ? texts : null;
}

export const poetSpec = defineFormSpec<Poet, PoetField>({
  form: 'poet',
  resource: poetResource,
  empty: {
    name: '',
    birthYear: '',
    deathYear: '',
    status: 'active',
    'biography.fr': '',
    'biography.en': '',
    'biography.wol': '',
    'biography.ar': '',
    photoUrl: '',
  },
  toValues: (p) => ({
    name: p.name,
    birthYear: year(p.birthYear),
    deathYear: year(p.deathYear),
    status: p.status,
    'biography.fr': p.biography?.fr ?? '',
    'biography.en': p.biography?.en ?? '',
    'biography.wol': p.biography?.wol ?? '',
    'biography.ar': p.biography?.ar ?? '',
    photoUrl: p.photoUrl ?? '',
  }),
  toInput: (v) => ({
    name: v.name,
    birthYear: yearOrNull(v.birthYear),
    deathYear: yearOrNull(v.deathYear),
    status: v.status,
    biography: biographyOf(v),
    photoUrl: orNull(v.photoUrl),
  }),
});
