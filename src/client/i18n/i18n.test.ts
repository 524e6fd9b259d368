import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, i18n } from './i18n';

describe('document language', () => {
  it('sets lang and dir on <html> when the language changes', async () => {
    await i18n.changeLanguage('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    await i18n.changeLanguage('wol');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['wo', 'ltr']);
    await i18n.changeLanguage('fr');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['fr', 'ltr']);
  });

  it('remembers the choice in localStorage', async () => {
    await i18n.changeLanguage('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('falls back to French for an unknown language', () => {
    const root = document.createElement('html');
    applyDocumentLanguage('xx', root);
    expect([root.lang, root.dir]).toEqual(['fr', 'ltr']);
  });
});
