/**
 * The poem form's contract with the form kit: flat values keyed by the API body's paths
 * (`translations.fr`, `summary.en`, `tagIds`), the domain's schemas (the server's own), and the
 * calls. A localized text left empty in every language is sent as null, like any empty
 * optional text.
 */
import { LANGUAGES, TRANSLATION_LANGUAGES } from '@domain/i18n/languages';
import type { LocalizedText, Poem } from '@domain/schemas';
import { publicationState, type PublicationState } from '@domain/publication/publication-state';
import { defineFormSpec, orNull, yearOrNull, type FormValues } from '../form/form-spec';
import { poemResource } from './resource';

type Localized<Prefix extends string, Language extends string> = `${Prefix}.${Language}`;
export type PoemField =
  | 'title'
  | 'content'
  | 'wolofal'
  | Localized<'translations', (typeof TRANSLATION_LANGUAGES)[number]>
  | Localized<'summary', (typeof LANGUAGES)[number]>
  | 'historicalContext'
  | 'sourceUrl'
  | 'poetId'
  | 'themeId'
  | 'tagIds'
  | 'year'
  | 'coverUrl'
  /** draft, now (published) or at (a date): publicationChoice. */
  | 'publication'
  /** The date of `at`, as a datetime-local input holds it (the browser's time zone). */
  | 'publishedAt';

/** The editor's publication choice: a draft, published, or from a date. */
type PublicationChoice = 'draft' | 'now' | 'at';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it, in the browser's time zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const CHOICE_OF: Record<PublicationState, PublicationChoice> = {
  draft: 'draft',
  published: 'now',
  scheduled: 'at',
};

/**
 * The body's `publishedAt`: null, 'now', the chosen date, or nothing (left as it is) for a poem
 * already published that stays so: its date is not moved by a save. A date that does not parse
 * goes as typed, so the domain's schema refuses it on its field.
 */
function publishedAtInput(values: FormValues): string | null | undefined {
  const choice = values.publication as PublicationChoice;
  const local = typeof values.publishedAt === 'string' ? values.publishedAt : '';
  if (choice === 'draft') return null;
  if (choice === 'at') {
    const time = new Date(local).getTime();
    return Number.isNaN(time) ? local : new Date(time).toISOString();
  }
  const since = local ? new Date(local).getTime() : NaN;
  return since <= Date.now() ? undefined : 'now';
}

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
  wolofal: '',
  ...localizedValues('translations', TRANSLATION_LANGUAGES, null),
  ...localizedValues('summary', LANGUAGES, null),
  historicalContext: '',
  sourceUrl: '',
  poetId: '',
  themeId: '',
  tagIds: [],
  year: '',
  coverUrl: '',
  // A new poem is published when saved, as before the choice existed.
  publication: 'now',
  publishedAt: '',
} as unknown as FormValues<PoemField>;

export const poemSpec = defineFormSpec<Poem, PoemField>({
  form: 'poem',
  resource: poemResource,
  empty: EMPTY,
  toValues: (poem) =>
    ({
      title: poem.title,
      content: poem.content,
      wolofal: poem.wolofal ?? '',
      ...localizedValues('translations', TRANSLATION_LANGUAGES, poem.translations),
      ...localizedValues('summary', LANGUAGES, poem.summary),
      historicalContext: poem.historicalContext ?? '',
      sourceUrl: poem.sourceUrl ?? '',
      poetId: poem.poetId,
      themeId: poem.themeId ?? '',
      tagIds: poem.tagIds,
      year: poem.year === null ? '' : String(poem.year),
      coverUrl: poem.coverUrl ?? '',
      publication: CHOICE_OF[publicationState(poem.publishedAt)],
      publishedAt: poem.publishedAt ? toLocalInput(poem.publishedAt) : '',
    }) as FormValues<PoemField>,
  toInput: (values) => ({
    title: values.title,
    content: values.content,
    wolofal: orNull(values.wolofal),
    translations: localizedInput(values, 'translations', TRANSLATION_LANGUAGES),
    summary: localizedInput(values, 'summary', LANGUAGES),
    historicalContext: orNull(values.historicalContext),
    sourceUrl: orNull(values.sourceUrl),
    poetId: values.poetId,
    themeId: orNull(values.themeId),
    tagIds: Array.isArray(values.tagIds) ? values.tagIds : [],
    year: yearOrNull(values.year),
    coverUrl: orNull(values.coverUrl),
    publishedAt: publishedAtInput(values),
  }),
});
