/**
 * A difficult word's definition for a reader. The anthology keeps one definition (French, the
 * app's source language) and, where the corpus has one, an English gloss as a line "EN: …" of
 * the explanation (seed/demo-rows.ts). An English reader gets the gloss as the definition; every
 * reader gets the explanation without that line, so nobody sees "EN: …" next to the French.
 */
import type { DifficultWord } from '../schemas';
import { DEFAULT_LANGUAGE, type Language } from './languages';

const GLOSS = /^EN:\s*(.+)$/;

export interface WordDefinition {
  definition: { text: string; language: Language };
  explanation: string | null;
}

export function wordDefinition(
  entry: Pick<DifficultWord, 'definition' | 'explanation'>,
  language: Language,
): WordDefinition {
  const lines = (entry.explanation ?? '').split('\n');
  const gloss = lines.map((line) => GLOSS.exec(line.trim())?.[1]?.trim()).find(Boolean);
  const rest = lines
    .filter((line) => !GLOSS.test(line.trim()))
    .join('\n')
    .trim();
  return {
    definition:
      language === 'en' && gloss
        ? { text: gloss, language: 'en' }
        : { text: entry.definition, language: DEFAULT_LANGUAGE },
    explanation: rest || null,
  };
}
