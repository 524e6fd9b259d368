/** What every first screen is drawn with: the reader's language and its translator. */
import type { Translate } from '@domain/first-screen/first-screen-texts';
import { htmlLangOf, WOLOF_INTL_FALLBACK, type Language } from '@domain/i18n/languages';

export interface PageContext {
  t: Translate;
  language: Language;
}

/** Intl's locale for a language, as Chromium formats it (it has no `wo` data: the fallback). */
export const intlLocale = (language: Language) =>
  language === 'wol' ? WOLOF_INTL_FALLBACK : htmlLangOf(language);
export const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(intlLocale(language)).format(value);
