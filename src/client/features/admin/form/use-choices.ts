/** The pickers' choices, live from the offline mirror (`undefined` while the first read runs). */
import { useLiveQuery } from 'dexie-react-hooks';
import {
  poemChoice,
  poetChoices,
  searchPoemChoices,
  singerChoices,
  tagChoices,
  themeChoices,
  type Choice,
} from '@client/db/admin-choices';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';

/** Poems whose title contains `query`, at most `limit`. */
export const usePoemSearch = (query: string, limit = 8): Choice[] | undefined =>
  useLiveQuery(() => searchPoemChoices(query, limit), [query, limit]);

/** The chosen poem's title (null when none is chosen or the mirror lacks it). */
export const usePoemChoice = (id: string): Choice | null | undefined =>
  useLiveQuery(async () => (id ? ((await poemChoice(id)) ?? null) : null), [id]);

export const usePoetChoices = (): Choice[] | undefined => useLiveQuery(() => poetChoices(), []);

export const useSingerChoices = (): Choice[] | undefined => useLiveQuery(() => singerChoices(), []);

export const useTagChoices = (): Choice[] | undefined => useLiveQuery(() => tagChoices(), []);

/** Themes named in the administrator's language (else French, else any). */
export function useThemeChoices(): Choice[] | undefined {
  const { language } = useReaderLanguage();
  const themes = useLiveQuery(() => themeChoices(), []);
  return themes?.map((theme) => ({
    id: theme.id,
    label: pickLocalized(theme.name, language)?.text ?? theme.id,
  }));
}
