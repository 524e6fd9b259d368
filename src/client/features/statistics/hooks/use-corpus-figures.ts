/** The corpus overview's figures, live from the mirror (recomputed when a sync changes it). */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';
import { corpusFigures, type CorpusFigures } from '../corpus-figures';

export type CorpusFiguresState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; figures: CorpusFigures };

export function useCorpusFigures(noThemeLabel: string): CorpusFiguresState {
  const { language } = useReaderLanguage();
  return useLiveQuery(
    async (): Promise<CorpusFiguresState> => {
      try {
        const [poems, poets, themes] = await Promise.all([
          db.poems.toArray(),
          db.poets.toArray(),
          db.themes.toArray(),
        ]);
        const figures = corpusFigures(
          poems,
          poets,
          themes,
          (t) => pickLocalized(t.name, language)?.text ?? '—',
          noThemeLabel,
        );
        return { status: 'ready', figures };
      } catch {
        return { status: 'error' };
      }
    },
    [language, noThemeLabel],
    { status: 'loading' } as CorpusFiguresState,
  );
}
