/**
 * Dates in the reader's language. Chromium's ICU has no CLDR `wo` data (Node's has it), and
 * Intl then answers in the browser's own language: a Wolof reader saw « 27 nov. 2026 » on a
 * French browser and « Nov 27, 2026 » on an English one. Wolof asks Intl for `['wo', fr-SN]`
 * (as numbers do, `intlLocales`): CLDR `wo` where the browser has it; elsewhere Senegal's
 * French order (day, month, year, 24-hour time) with CLDR `wo`'s month names, which the
 * caller passes from the translations, put in place of the French ones.
 */
import { intlLocales } from './number-format';

export interface DateFormatter {
  format(date: Date): string;
}

/** `intl`'s output with its month names replaced by `monthNames` (January first). */
export function withMonthNames(
  intl: Intl.DateTimeFormat,
  monthNames: readonly string[],
): DateFormatter {
  // The month's number in the formatter's own time zone, not the machine's.
  const monthOf = new Intl.DateTimeFormat('en', {
    month: 'numeric',
    timeZone: intl.resolvedOptions().timeZone,
  });
  return {
    format: (date) => {
      const name = monthNames[Number(monthOf.format(date)) - 1];
      return intl
        .formatToParts(date)
        .map((part) => (part.type === 'month' && name ? name : part.value))
        .join('');
    },
  };
}

/**
 * A formatter for `language` (i18next's code: fr, en, ar, wol). `wolofMonths` gives CLDR `wo`'s
 * month names in the width `options` asks for; it is read only when the browser lacks `wo`.
 */
export function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
  wolofMonths: () => readonly string[],
): DateFormatter {
  const intl = new Intl.DateTimeFormat(intlLocales(language), options);
  const wolofWanted = language === 'wol' || language === 'wo';
  if (!wolofWanted || intl.resolvedOptions().locale.startsWith('wo')) return intl;
  return withMonthNames(intl, wolofMonths());
}
