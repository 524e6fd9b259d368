import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import { dateFormat, type DateFormatter } from '@client/lib/date-format';

const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/**
 * The dashboard's dates (created, updated, joined, the audit log's times) in the reader's
 * language; in Wolof, CLDR `wo`'s short month names (admin:dates.monthsShort) where the
 * browser's Intl lacks `wo`. `options` must not change between renders (a module constant).
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions): DateFormatter {
  const { t, i18n } = useTranslation('admin');
  return useMemo(
    () => dateFormat(i18n.language, options, () => MONTHS.map((m) => t(`dates.monthsShort.${m}`))),
    [i18n.language, options, t],
  );
}

/** The option sets the dashboard uses (module constants, as useDateFormat asks). */
export const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
export const DAY_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
export const DAY_AND_SECONDS: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'medium',
};
