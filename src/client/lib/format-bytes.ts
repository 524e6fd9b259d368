/** Sizes for people: kB, MB or GB in the reader's language (Intl unit formatting). */
import { htmlLangOf, isLanguage } from '@domain/i18n/languages';
import { numberFormat } from './number-format';

const UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

/** Formats a byte count, e.g. 3.4 MB (decimal units, as phones show storage). */
export function formatBytes(bytes: number, language?: string): string {
  const locale = language && isLanguage(language) ? htmlLangOf(language) : undefined;
  const [unit, size] = UNITS.find(([, s]) => bytes >= s) ?? UNITS[2];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: bytes >= size * 10 ? 0 : 1,
  }).format(bytes / size);
}
