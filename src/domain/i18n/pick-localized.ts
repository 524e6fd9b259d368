/**
 * Texts stored in several languages (biographies, theme names, translations): the reader's
 * language first, then French (the app's fallback), then whatever exists (in LANGUAGES' order), so a reader never
 * sees an empty field when some language has the text. The client's screens and the server's
 * link previews pick the same text.
 */
import type { LocalizedText } from '../schemas';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** The text in `language`, else in French, else the first non-empty one; with its language. */
export function pickLocalized(
  text: LocalizedText | null | undefined,
  language: Language,
): { text: string; language: Language } | null {
  if (!text) return null;
  for (const lng of [language, DEFAULT_LANGUAGE, ...LANGUAGES]) {
    const value = text[lng]?.trim();
    if (value) return { text: value, language: lng };
  }
  return null;
}
