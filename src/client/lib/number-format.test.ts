import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats as Intl.NumberFormat does for that locale and those options', () => {
    expect(numberFormat('fr').format(12345.5)).toBe(new Intl.NumberFormat('fr').format(12345.5));
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(2.6)).toBe('3');
  });

  it('makes one format per locale and options, then hands the same one back', () => {
    expect(numberFormat('ar')).toBe(numberFormat('ar'));
    expect(numberFormat('ar')).not.toBe(numberFormat('fr'));
    expect(numberFormat('fr', { style: 'percent' })).toBe(numberFormat('fr', { style: 'percent' }));
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('fr'));
  });
});
