/**
 * Number formats, made once per locale and options and kept. Making an Intl.NumberFormat is
 * costly (the first one of a page loads the locale's number data: 15 ms here, four times
 * that on a phone's CPU), and components would otherwise make one at every render, or one
 * per list item.
 *
 * Most counts a reader sees are small (a poem's likes and views), and in the languages
 * written with Latin digits a whole number below 1,000 reads the same in every one of them:
 * its digits, without grouping. Those are written directly, and the locale's data loads
 * only for the first number that needs it. Arabic (Arabic-Indic digits) always goes
 * through Intl.
 */
import { WOLOF_INTL_FALLBACK } from '@domain/i18n/languages';

export interface NumberFormatter {
  format(value: number): string;
}

/** The app's languages (and their html lang) whose numbers use the digits 0-9. */
const LATIN_DIGITS = new Set(['fr', 'en', 'wo', 'wol']);
const PLAIN_LIMIT = 1000;

const formats = new Map<string, NumberFormatter>();

/**
 * The locales handed to Intl: CLDR `wo` for Wolof where the browser has it, else the domain's
 * WOLOF_INTL_FALLBACK rather than the browser's default language (English numbers there).
 */
export const intlLocales = (locale: string | undefined): string | string[] | undefined =>
  locale === 'wo' || locale === 'wol' ? ['wo', WOLOF_INTL_FALLBACK] : locale;

/** True when `locale` (without options) writes `value` as its bare digits. */
const isPlain = (locale: string | undefined, value: number) =>
  locale !== undefined &&
  LATIN_DIGITS.has(locale) &&
  Number.isInteger(value) &&
  value >= 0 &&
  value < PLAIN_LIMIT;

function lazyFormat(locale: string | undefined, options?: Intl.NumberFormatOptions) {
  let intl: Intl.NumberFormat | undefined;
  return {
    format: (value: number) =>
      !options && isPlain(locale, value)
        ? String(value)
        : (intl ??= new Intl.NumberFormat(intlLocales(locale), options)).format(value),
  };
}

export function numberFormat(
  locale: string | undefined,
  options?: Intl.NumberFormatOptions,
): NumberFormatter {
  const key = `${locale ?? ''} ${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = lazyFormat(locale, options)));
  return format;
}

/**
 * Loads the locale's number data ahead of a render that will need it: where small numbers
 * do not go through Intl (LATIN_DIGITS), there is nothing to prepare.
 */
export function prepareNumberFormat(locale: string): void {
  if (!LATIN_DIGITS.has(locale)) numberFormat(locale).format(PLAIN_LIMIT);
}
