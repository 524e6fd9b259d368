/**
 * i18next set-up: four languages, French by default and as fallback (its shell bundled
 * with the app, each screen's namespace with the screen: resources.ts), the others loaded on demand as one chunk each (lazy-languages.ts; they are part
 * of the build, so the precache serves them offline); the detection order of SPEC
 * section 9, and the choice remembered in localStorage and a cookie. Every change of
 * language updates <html lang> and <html dir> (Arabic is right-to-left). `i18nReady`
 * resolves once the detected language is loaded: main.tsx renders after it.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  directionOf,
  htmlLangOf,
  isLanguage,
} from '@domain/i18n/languages';
import { languageDetector } from './detect-language';
import { lazyLanguagesBackend } from './lazy-languages';
import { NAMESPACES, frCoreResources } from './resources';

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

export const i18nReady: Promise<unknown> = i18n
  .use(languageDetector)
  .use(lazyLanguagesBackend)
  .use(initReactI18next)
  .init({
    resources: { fr: frCoreResources },
    // French's shell namespaces are bundled and each screen's chunk adds its own
    // (resources.ts); the backend fetches the other languages, all namespaces at once.
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: NAMESPACES,
    defaultNS: 'common',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // main.tsx waits for i18nReady, and changeLanguage loads before it switches: never suspend.
    react: { useSuspense: false },
  });

export { i18n };
