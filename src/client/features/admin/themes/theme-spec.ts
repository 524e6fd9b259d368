/** The theme form for the kit: a name in fr, en, ar and wol (at least one), a description. */
import type { Theme } from '@domain/schemas';
import { defineFormSpec, orNull } from '../form/form-spec';
import { themeResource } from './resource';

export type ThemeField = 'name.fr' | 'name.en' | 'name.ar' | 'name.wol' | 'description';

/** A name field left empty is no name in that language (the schema wants one at least). */
const nameIn = (value: string | string[] | undefined) => orNull(value) ?? undefined;

export const themeSpec = defineFormSpec<Theme, ThemeField>({
  form: 'theme',
  resource: themeResource,
  empty: { 'name.fr': '', 'name.en': '', 'name.ar': '', 'name.wol': '', description: '' },
  toValues: (theme) => ({
    'name.fr': theme.name.fr ?? '',
    'name.en': theme.name.en ?? '',
    'name.ar': theme.name.ar ?? '',
    'name.wol': theme.name.wol ?? '',
    description: theme.description ?? '',
  }),
  toInput: (v) => ({
    name: {
      fr: nameIn(v['name.fr']),
      en: nameIn(v['name.en']),
      ar: nameIn(v['name.ar']),
      wol: nameIn(v['name.wol']),
    },
    description: orNull(v.description),
  }),
});
