import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';
import { WOLOF_INTL_FALLBACK } from './i18n/languages';

describe('formatBytes', () => {
  it('picks kB, MB or GB, one decimal below ten units', () => {
    expect(formatBytes(3_400_000, 'en')).toBe('3.4 MB');
    expect(formatBytes(34_000_000, 'en')).toBe('34 MB');
    expect(formatBytes(1_250_000_000, 'en')).toBe('1.3 GB');
    expect(formatBytes(512, 'en')).toBe('0.5 kB');
  });

  it('writes in the locales it is given', () => {
    expect(formatBytes(3_400_000, 'fr')).toBe(
      new Intl.NumberFormat('fr', { style: 'unit', unit: 'megabyte' }).format(3.4),
    );
    // Where Intl has no `wo` (Chromium), Wolof falls back to Senegal's French.
    expect(formatBytes(3_400_000, WOLOF_INTL_FALLBACK)).toBe('3,4\u202fMo');
    expect(formatBytes(3_400_000, ['wo', WOLOF_INTL_FALLBACK])).toBe(
      new Intl.NumberFormat('wo', { style: 'unit', unit: 'megabyte' }).format(3.4),
    );
  });
});
