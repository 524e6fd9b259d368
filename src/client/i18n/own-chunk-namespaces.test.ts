/**
 * The dashboard's namespaces cost readers nothing: the language chunks readers download
 * leave them out, and the dashboard's chunks bring them in every language, also for a
 * language the reader had loaded before opening the dashboard.
 */
import { afterAll, describe, expect, it } from 'vitest';
import ar from './locales/ar/bundle';
import en from './locales/en/bundle';
import wol from './locales/wol/bundle';
import { i18n } from './i18n';

const ADMIN_NAMESPACES = [
  'admin',
  'admin-form',
  'admin-people',
  'admin-audios',
  'admin-vtt',
  'admin-drift',
];

afterAll(() => i18n.changeLanguage('fr'));

describe("the administrators' namespaces", () => {
  it('are not in the language chunks readers download', () => {
    for (const bundle of [en, ar, wol]) {
      expect(Object.keys(bundle)).toContain('poems');
      for (const ns of ADMIN_NAMESPACES) expect(Object.keys(bundle)).not.toContain(ns);
    }
  });

  it('arrive with the dashboard route in the language loaded before it', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.exists('admin:common.new')).toBe(false);
    await (
      await import('./dashboard-texts')
    ).dashboardTextsReady;
    expect(i18n.t('admin:common.new')).toBe('New');
    expect(i18n.t('admin-form:actions.save')).toBe('Save');
  });

  it('load with a language switched to later, before the switch completes', async () => {
    await i18n.changeLanguage('ar');
    expect(i18n.t('admin:common.new')).not.toBe(i18n.getFixedT('fr', 'admin')('common.new'));
    expect(i18n.getResourceBundle('ar', 'admin')).toBeTruthy();
  });
});
