import { describe, expect, it } from 'vitest';
import { dateFormat, withMonthNames } from './date-format';

const WOLOF_SHORT = [
  'Sam',
  'Few',
  'Mar',
  'Awr',
  'Mee',
  'Suw',
  'Sul',
  'Ut',
  'Sàt',
  'Okt',
  'Now',
  'Des',
];
const day = new Date(Date.UTC(2026, 10, 27, 16, 5));
const UTC = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;

describe('dates in the reader’s language', () => {
  it('puts the Wolof month in place of the French one where the browser has no `wo`', () => {
    const french = new Intl.DateTimeFormat('fr-SN', UTC);
    expect(french.format(day)).toBe('27 nov. 2026, 16:05');
    expect(withMonthNames(french, WOLOF_SHORT).format(day)).toBe('27 Now 2026, 16:05');
  });

  it('reads the month in the formatter’s time zone', () => {
    const lastHourOfJanuary = new Date(Date.UTC(2026, 0, 31, 23, 30));
    const dakar = new Intl.DateTimeFormat('fr-SN', { month: 'short', timeZone: 'Africa/Dakar' });
    const tokyo = new Intl.DateTimeFormat('fr-SN', { month: 'short', timeZone: 'Asia/Tokyo' });
    expect(withMonthNames(dakar, WOLOF_SHORT).format(lastHourOfJanuary)).toBe('Sam');
    expect(withMonthNames(tokyo, WOLOF_SHORT).format(lastHourOfJanuary)).toBe('Few');
  });

  it('uses CLDR `wo` itself where Intl has it (Node), without asking for the names', () => {
    let asked = false;
    const wolof = dateFormat('wol', UTC, () => {
      asked = true;
      return WOLOF_SHORT;
    });
    expect(wolof.format(day)).toBe(new Intl.DateTimeFormat('wo', UTC).format(day));
    expect(wolof.format(day)).toContain('Now');
    expect(asked).toBe(false);
  });

  it('leaves the other languages to Intl', () => {
    const names = () => WOLOF_SHORT;
    expect(dateFormat('fr', UTC, names).format(day)).toBe('27 nov. 2026, 16:05');
    expect(dateFormat('en', UTC, names).format(day)).toBe(
      new Intl.DateTimeFormat('en', UTC).format(day),
    );
  });
});
