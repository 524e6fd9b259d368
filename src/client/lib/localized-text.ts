/**
 * Texts stored in several languages (biographies, theme names, translations): the reader's
 * language first, then French (the app's fallback), then whatever exists, so a reader never
 * sees an empty field when some language has the text.
 */
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@domain/schemas';
import { DEFAULT_LANGUAGE, htmlLangOf, isLanguage, type Language } from '@domain/i18n/languages';

const ORDER: readonly Language[] = ['fr', 'en', 'wol', 'ar'];

/** The text in `language`, else in French, else the first non-empty one; with its language. */
export function pickLocalized(
  text: LocalizedText | null | undefined,
  language: Language,
): { text: string; language: Language } | null {
  if (!text) return null;
  for (const lng of [language, DEFAULT_LANGUAGE, ...ORDER]) {
    const value = text[lng]?.trim();
    if (value) return { text: value, language: lng };
  }
  return null;
}

/** The reader's interface language and its BCP 47 tag (for Intl and `lang` attributes). */
export function useReaderLanguage(): { language: Language; locale: string } {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  const language = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
  return { language, locale: htmlLangOf(language) };
}
