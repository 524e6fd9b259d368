/**
 * i18next set-up: four languages, French by default and as fallback (its shell bundled
 * with the app, each screen's namespace with the screen: resources.ts), the others loaded on demand as one chunk each (lazy-languages.ts; they are part
 * of the build, so the precache serves them offline); the detection order of SPEC
 * section 9, and the choice remembered in localStorage and a cookie. Every change of
 * language updates <html lang> and <html dir> (Arabic is right-to-left). `initI18n()`
 * starts it once and resolves when the detected language is loaded: main.tsx calls it in a
 * task after the entry's evaluation (detection reads storage, and i18next's set-up makes
 * its formatters: 13 ms of that evaluation here) and renders once it resolves.
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

let ready: Promise<unknown> | undefined;
const untilStarted: (() => void)[] = [];

/**
 * Runs `change` on i18next's resources now if i18next is started, else right after it
 * starts (its store exists from then on): a chunk evaluated before that, such as the
 * home page's in the entry script, registers its namespace this way.
 */
export function onceStarted(change: () => void): void {
  if (ready) change();
  else untilStarted.push(change);
}

/** Starts i18next (once); resolves when the detected language is loaded. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n
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
      // main.tsx waits for initI18n(), and changeLanguage loads before it switches: never suspend.
      react: { useSuspense: false },
    });
  // i18next loads the language in a later task: these land before it is read.
  for (const change of untilStarted.splice(0)) change();
  return ready;
}

export { i18n };
