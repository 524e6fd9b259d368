/** The reader's language for texts stored in several languages (domain/i18n/pick-localized.ts). */
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, htmlLangOf, isLanguage, type Language } from '@domain/i18n/languages';

/** The reader's interface language and its BCP 47 tag (for Intl and `lang` attributes). */
export function useReaderLanguage(): { language: Language; locale: string } {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  const language = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
  return { language, locale: htmlLangOf(language) };
}
