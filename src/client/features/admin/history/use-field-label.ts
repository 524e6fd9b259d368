/**
 * A field's name in the administrator's language, for the History screen and the audit log:
 * the label its list or view already shows when there is one, else `history.fields.<name>`;
 * `translations.fr` reads "Traductions (FR)". A field this version does not know (a newer
 * server's) shows its API name rather than nothing.
 */
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';

/** Fields the lists and views already name (the same word on every screen). */
const SHOWN_AS: Record<string, string> = {
  title: 'poems.columns.title',
  content: 'poems.fields.content',
  translations: 'poems.fields.translations',
  summary: 'poems.fields.summary',
  historicalContext: 'poems.fields.historicalContext',
  sourceUrl: 'poems.fields.sourceUrl',
  poetId: 'poems.columns.poet',
  themeId: 'poems.columns.theme',
  tagIds: 'poems.fields.tags',
  year: 'poems.columns.year',
  coverUrl: 'poems.fields.cover',
  name: 'poets.columns.name',
  status: 'poets.columns.status',
  biography: 'poets.fields.biography',
  photoUrl: 'poets.fields.photo',
  word: 'difficultWords.columns.word',
  definition: 'difficultWords.columns.definition',
  explanation: 'difficultWords.columns.explanation',
  poemId: 'difficultWords.columns.poem',
  // An import's row refused because the record was saved since its file was made.
  version: 'history.columns.version',
};

export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation('admin');
  return (field) => {
    const [name = field, language] = field.split('.');
    const key = Object.hasOwn(SHOWN_AS, name) ? SHOWN_AS[name]! : `history.fields.${name}`;
    const label = t(key as 'history.title', { defaultValue: name });
    return language ? `${label} (${language.toUpperCase()})` : label;
  };
}
