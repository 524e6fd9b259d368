import { describe, expect, it } from 'vitest';
import { intlLocales, numberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats as Intl.NumberFormat does for that locale and those options', () => {
    expect(numberFormat('fr').format(12345.5)).toBe(new Intl.NumberFormat('fr').format(12345.5));
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(2.6)).toBe('3');
    expect(numberFormat('ar').format(42)).toBe(new Intl.NumberFormat('ar').format(42));
    expect(numberFormat('fr', { style: 'percent' }).format(0.5)).toBe(
      new Intl.NumberFormat('fr', { style: 'percent' }).format(0.5),
    );
  });

  it('writes small whole numbers as Intl would, in every language written with Latin digits', () => {
    const samples = [0, 1, 7, 42, 999, 1000, 1234, 99_999, 1_234_567, 2.5, -3];
    for (const locale of ['fr', 'en', 'wo']) {
      const intl = new Intl.NumberFormat(locale);
      for (let n = 0; n < 1000; n++) expect(numberFormat(locale).format(n)).toBe(intl.format(n));
      for (const n of samples) expect(numberFormat(locale).format(n)).toBe(intl.format(n));
    }
    // The app's code for Wolof formats as Intl's.
    expect(numberFormat('wol').format(1234)).toBe(new Intl.NumberFormat('wo').format(1234));
  });

  it('gives Wolof a decimal comma even where the ICU has no `wo` data (Chromium)', () => {
    expect(intlLocales('wo')).toEqual(['wo', 'fr-SN']);
    expect(intlLocales('wol')).toEqual(['wo', 'fr-SN']);
    expect(intlLocales('fr')).toBe('fr');
    // What Chromium does with that list: no `wo`, so fr-SN, never the browser's English.
    const chromium = new Intl.NumberFormat(['xx', 'fr-SN'], { maximumFractionDigits: 1 });
    expect(chromium.format(0.2)).toBe('0,2');
    expect(numberFormat('wo', { maximumFractionDigits: 1 }).format(0.2)).toBe('0,2');
  });

  it('makes one format per locale and options, then hands the same one back', () => {
    expect(numberFormat('ar')).toBe(numberFormat('ar'));
    expect(numberFormat('ar')).not.toBe(numberFormat('fr'));
    expect(numberFormat('fr', { style: 'percent' })).toBe(numberFormat('fr', { style: 'percent' }));
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('fr'));
  });
});
