/**
 * The poem editor's preview, laid out by the reader's own rules (DESIGN.md section 6): stanzas
 * and verses from `splitStanzas`/`splitVerses`, each verse trimmed as the reader's poem text
 * trims it, glossed words found with `findWordSpans`. On top of that layout the editor needs
 * every word as its own piece, so an administrator can pick one to define: a verse becomes a
 * list of segments, each plain text (spaces, punctuation), one word, or one glossed span (a
 * gloss may cover several words, `xam xam`).
 *
 * Pure: no React, no DOM, so the layout is tested apart from its rendering.
 */
import { findWordSpans, scanWords, splitStanzas, splitVerses } from '@domain/words';

/** A piece of a verse; `word` is set when it can be picked (a word, or a glossed span). */
export interface PreviewSegment {
  text: string;
  /** Position among the poem's pickable pieces, in reading order (for keyboard moves). */
  word?: number;
  /** Index into the glossary given to layoutPreview when this piece is glossed. */
  gloss?: number;
}

export interface PreviewVerse {
  /** The cue id the reader gives this verse: `s<stanza>-v<verse>`, 1-based. */
  id: string;
  segments: PreviewSegment[];
}

export type PreviewStanza = PreviewVerse[];

interface Cut {
  start: number;
  end: number;
  gloss?: number;
}

/** The words and glossed spans of one verse, in order, glossed spans taking their words. */
function cutsOf(text: string, glossary: readonly string[]): Cut[] {
  const glossed = findWordSpans(text, glossary);
  const cuts: Cut[] = [];
  let next = 0;
  scanWords(text, (start, end) => {
    while (glossed[next] && glossed[next]!.end <= start) {
      cuts.push({
        start: glossed[next]!.start,
        end: glossed[next]!.end,
        gloss: glossed[next]!.index,
      });
      next += 1;
    }
    const span = glossed[next];
    if (span && span.start <= start && end <= span.end) return;
    cuts.push({ start, end });
  });
  for (; next < glossed.length; next += 1) {
    const span = glossed[next]!;
    cuts.push({ start: span.start, end: span.end, gloss: span.index });
  }
  return cuts;
}

/** Returns the stanzas of `content` as the reader lays them out, cut into pickable segments. */
export function layoutPreview(content: string, glossary: readonly string[]): PreviewStanza[] {
  let word = 0;
  return splitStanzas(content).map((stanza, stanzaIndex) =>
    splitVerses(stanza).map((verse, verseIndex) => {
      const text = verse.trim();
      const segments: PreviewSegment[] = [];
      let at = 0;
      for (const cut of cutsOf(text, glossary)) {
        if (cut.start > at) segments.push({ text: text.slice(at, cut.start) });
        const piece: PreviewSegment = { text: text.slice(cut.start, cut.end), word: word++ };
        if (cut.gloss !== undefined) piece.gloss = cut.gloss;
        segments.push(piece);
        at = cut.end;
      }
      if (at < text.length) segments.push({ text: text.slice(at) });
      return { id: `s${stanzaIndex + 1}-v${verseIndex + 1}`, segments };
    }),
  );
}
