import { describe, expect, it, vi } from 'vitest';
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

describe('start', () => {
  // The entry script's chunks register their namespaces while it is evaluated, before
  // main.tsx starts i18next in the next task.
  it('adds a namespace registered before i18next starts once it starts', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    const { registerFrench } = await import('./register-namespace');
    registerFrench('home', { probe: 'Enregistré avant le départ' });
    // Held until the start (i18next's store does not exist before it).
    expect(fresh.i18n.getResource('fr', 'home', 'probe')).toBeUndefined();

    await fresh.initI18n();

    expect(fresh.i18n.getResource('fr', 'home', 'probe')).toBe('Enregistré avant le départ');
  });

  it('starts once, however many callers ask', async () => {
    const { initI18n } = await import('./i18n');
    expect(initI18n()).toBe(initI18n());
  });
});
