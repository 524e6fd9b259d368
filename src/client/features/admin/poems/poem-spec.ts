/**
 * The poem form's contract with the form kit: flat values keyed by the API body's paths
 * (`translations.fr`, `summary.en`, `tagIds`), the domain's schemas (the server's own), and the
 * calls. A localized text left empty in every language is sent as null, like any empty
 * optional text.
 */
import { LANGUAGES, TRANSLATION_LANGUAGES } from '@domain/i18n/languages';
import { PoemInputSchema, PoemUpdateSchema, type LocalizedText, type Poem } from '@domain/schemas';
import { defineFormSpec, orNull, yearOrNull, type FormValues } from '../form/form-spec';
import { createPoem, fetchPoem, updatePoem } from './actions';

type Localized<Prefix extends string, Language extends string> = `${Prefix}.${Language}`;
export type PoemField =
  | 'title'
  | 'content'
  | Localized<'translations', (typeof TRANSLATION_LANGUAGES)[number]>
  | Localized<'summary', (typeof LANGUAGES)[number]>
  | 'historicalContext'
  | 'sourceUrl'
  | 'poetId'
  | 'themeId'
  | 'tagIds'
  | 'year'
  | 'coverUrl';

const localizedValues = (
  prefix: string,
  languages: readonly (keyof LocalizedText)[],
  text: LocalizedText | null,
) => Object.fromEntries(languages.map((lng) => [`${prefix}.${lng}`, text?.[lng] ?? '']));

const localizedInput = (
  values: FormValues,
  prefix: string,
  languages: readonly (keyof LocalizedText)[],
): LocalizedText | null => {
  const entries = languages.flatMap((lng) => {
    const text = orNull(values[`${prefix}.${lng}`]);
    return text === null ? [] : [[lng, text] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
};

const EMPTY = {
  title: '',
  content: '',
  ...localizedValues('translations', TRANSLATION_LANGUAGES, null),
  ...localizedValues('summary', LANGUAGES, null),
  historicalContext: '',
  sourceUrl: '',
  poetId: '',
  themeId: '',
  tagIds: [],
  year: '',
  coverUrl: '',
} as unknown as FormValues<PoemField>;

export const poemSpec = defineFormSpec<Poem, PoemField>({
  form: 'poem',
  createSchema: PoemInputSchema,
  updateSchema: PoemUpdateSchema,
  empty: EMPTY,
  toValues: (poem) =>
    ({
      title: poem.title,
      content: poem.content,
      ...localizedValues('translations', TRANSLATION_LANGUAGES, poem.translations),
      ...localizedValues('summary', LANGUAGES, poem.summary),
      historicalContext: poem.historicalContext ?? '',
      sourceUrl: poem.sourceUrl ?? '',
      poetId: poem.poetId,
      themeId: poem.themeId ?? '',
      tagIds: poem.tagIds,
      year: poem.year === null ? '' : String(poem.year),
      coverUrl: poem.coverUrl ?? '',
    }) as FormValues<PoemField>,
  toInput: (values) => ({
    title: values.title,
    content: values.content,
    translations: localizedInput(values, 'translations', TRANSLATION_LANGUAGES),
    summary: localizedInput(values, 'summary', LANGUAGES),
    historicalContext: orNull(values.historicalContext),
    sourceUrl: orNull(values.sourceUrl),
    poetId: values.poetId,
    themeId: orNull(values.themeId),
    tagIds: Array.isArray(values.tagIds) ? values.tagIds : [],
    year: yearOrNull(values.year),
    coverUrl: orNull(values.coverUrl),
  }),
  create: createPoem,
  update: updatePoem,
  fetch: fetchPoem,
});
