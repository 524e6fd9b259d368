import { describe, expect, it } from 'vitest';
import { nameInReaderLanguage } from './language-menu-panel';

describe('nameInReaderLanguage', () => {
  it('names a language in the reader’s language from CLDR', () => {
    expect(nameInReaderLanguage('fr', 'wol')).toBe('Farañse');
    expect(nameInReaderLanguage('en', 'wol')).toBe('Àngale');
    expect(nameInReaderLanguage('ar', 'fr')).toBe('arabe');
  });

  it('gives no name rather than ICU’s English fallback (CLDR `wo` has no name for Arabic)', () => {
    expect(nameInReaderLanguage('ar', 'wol')).toBe('');
    expect(nameInReaderLanguage('wol', 'wol')).toBe('');
  });
});
