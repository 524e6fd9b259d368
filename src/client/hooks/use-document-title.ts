/** Sets document.title to "<screen> · Taalif" while the calling screen is shown. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(screenTitle: string) {
  const { t } = useTranslation();
  const suffix = t('app.titleSuffix');
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${suffix}` : suffix;
  }, [screenTitle, suffix]);
}
