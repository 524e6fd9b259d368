/**
 * The language detector (SPEC section 9), in the order: query parameter `lng`, cookie
 * `i18next`, localStorage `i18nextLng`, sessionStorage `i18nextLng`, the browser's
 * languages, <html lang>. The first value that maps to one of our four languages wins;
 * the choice is remembered in localStorage and a cookie. (A few lines instead of
 * i18next-browser-languagedetector, which weighed 2 kB gzip on every first visit.)
 */
import type { LanguageDetectorModule } from 'i18next';
import { detectLanguage } from '@domain/i18n/languages';

const KEY = 'i18nextLng';
const COOKIE = 'i18next';
const YEAR_S = 365 * 24 * 3600;

const safely = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

/** Candidate languages in SPEC order, as found (not yet normalised). */
export function detectionCandidates(): (string | null | undefined)[] {
  return [
    safely(() => new URLSearchParams(window.location.search).get('lng')),
    safely(() => document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/)?.[1]),
    safely(() => localStorage.getItem(KEY)),
    safely(() => sessionStorage.getItem(KEY)),
    ...(safely(() => navigator.languages) ?? []),
    safely(() => navigator.language),
    safely(() => document.documentElement.lang),
  ];
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguage(detectionCandidates()),
  cacheUserLanguage(language: string) {
    safely(() => localStorage.setItem(KEY, language));
    safely(
      () =>
        (document.cookie = `${COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${YEAR_S}; samesite=strict`),
    );
  },
};
