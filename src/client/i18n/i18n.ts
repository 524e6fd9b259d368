/**
 * i18next set-up: four bundled languages (no translation is fetched, so the shell is
 * fully translated offline), French by default and as fallback, the detection order of
 * SPEC section 9, and the choice remembered in localStorage and a cookie. Every change
 * of language updates <html lang> and <html dir> (Arabic is right-to-left).
 */
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  directionOf,
  htmlLangOf,
  isLanguage,
  normalizeLanguage,
} from './languages';
import { resources } from './resources';

/** Mirrors the current language on <html> so CSS, screen readers and Chakra follow it. */
export function applyDocumentLanguage(
  language: string,
  root: HTMLElement = document.documentElement,
) {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  root.lang = htmlLangOf(lang);
  root.dir = directionOf(lang);
}

i18n.on('languageChanged', (lng) => applyDocumentLanguage(lng));

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['common', 'home'],
    defaultNS: 'common',
    // Resources are bundled: initialise synchronously, so the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage', 'cookie'],
      cookieOptions: { path: '/', sameSite: 'strict' },
      convertDetectedLanguage: normalizeLanguage,
    },
  });

export { i18n };
