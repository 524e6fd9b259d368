/**
 * Sizes in the reader's language: the domain's formatBytes (one rule with the server's first
 * screen) given the client's Intl locales, CLDR `wo` or its fallback for Wolof.
 */
import { formatBytes as formatBytesIn } from '@domain/format-bytes';
import { intlLocales } from './number-format';

/** Formats a byte count in `language` (an app language or an html lang), e.g. 3.4 MB. */
export const formatBytes = (bytes: number, language?: string): string =>
  formatBytesIn(bytes, intlLocales(language));
