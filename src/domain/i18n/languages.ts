/**
 * The interface languages (SPEC section 9) and the facts the page needs about each:
 * writing direction and the BCP 47 tag for <html lang>. Pure: no i18next, no DOM.
 */
/**
 * The one ordered list of the product's languages: French (the default and fallback) first,
 * then English, Arabic, Wolof. Menus, the four fields of a localized text, the columns of a
 * list and the fallback after French (pick-localized.ts) follow this order.
 */
export const LANGUAGES = ['fr', 'en', 'ar', 'wol'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The languages a poem (in Wolof) is translated into: the others, in the same order. */
export const TRANSLATION_LANGUAGES = LANGUAGES.filter(
  (language): language is Exclude<Language, 'wol'> => language !== 'wol',
);
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

const RTL: ReadonlySet<Language> = new Set(['ar']);

/** True when `value` is one of the supported interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'rtl' for Arabic, 'ltr' for every other language. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return isLanguage(language) && RTL.has(language) ? 'rtl' : 'ltr';
}

/** The tag for <html lang>: BCP 47 prefers the two-letter `wo` over the app's `wol`. */
export function htmlLangOf(language: Language): string {
  return language === 'wol' ? 'wo' : language;
}

/**
 * Where Intl has no Wolof data (Chromium's ICU lacks CLDR `wo`; Node's has it), Wolof numbers
 * and sizes are written as in Senegal's French: CLDR `wo`'s decimal comma, `0,2 Mo`, never the
 * browser's English `0.2 MB`.
 */
export const WOLOF_INTL_FALLBACK = 'fr-SN';

/**
 * Maps what a detector found (`en-GB`, `WO`, `ar_SN`, `wo-SN`) to a supported language,
 * or returns the input unchanged so i18next falls back to French.
 */
export function normalizeLanguage(detected: string): string {
  const primary = detected.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'wo' || primary === 'wol') return 'wol';
  return isLanguage(primary) ? primary : detected;
}

/**
 * The first candidate that is one of our languages, or undefined (French then). The client
 * gathers the candidates in SPEC order (client/i18n/detect-language.ts); the server, which
 * announces the language's chunk with the page, the ones a request carries.
 */
export function detectLanguage(
  candidates: readonly (string | null | undefined)[],
): Language | undefined {
  for (const candidate of candidates) {
    if (!candidate) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      continue;
    }
    const language = normalizeLanguage(decoded);
    if (isLanguage(language)) return language;
  }
  return undefined;
}
