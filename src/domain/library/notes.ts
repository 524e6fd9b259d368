/**
 * Notes and highlights on verses, as gestures and as what the screens show: a note covers a
 * range of a poem's verses and has a colour (a highlight), a text, or both. Saving sends only
 * the fields that changed, so a colour changed on one device and a text written on the other
 * both hold (each field is its own register: state.ts). Searching notes folds texts as the
 * poems search does (`foldText`), so `begg` finds `bëgg`.
 */
import { foldTerms, foldText } from '../words/fold-text';
import { stanzasOf } from '../wolofal/wolofal-alignment';
import type { HybridClock } from './hlc';
import type { LibraryOp, NoteColour } from './operation';
import type { LibraryState, Verses } from './state';
import type { NoteView } from './view';

export interface NoteDraft {
  verses: Verses;
  colour: NoteColour | null;
  text: string;
}

const sameVerses = (a: Verses | undefined, b: Verses) => a?.from === b.from && a.to === b.to;

/**
 * The operation saving a note as the reader left it: a new note carries every field, an
 * existing one only those that differ from what this replica shows; undefined when nothing
 * changed. A note with neither colour nor text is not kept: saving it deletes it.
 */
export function saveNote(
  state: LibraryState,
  noteId: string,
  poemId: string,
  draft: NoteDraft,
  clock: HybridClock,
): LibraryOp | undefined {
  const text = draft.text.trim() === '' ? '' : draft.text;
  const note = state.notes[noteId];
  const shown = note?.touched !== undefined && !(note.deleted && note.deleted > note.touched);
  if (draft.colour === null && text === '') {
    return shown ? { hlc: clock.tick(), kind: 'note.delete', noteId } : undefined;
  }
  const fields: Partial<NoteDraft> = {};
  if (!shown || !sameVerses(note.verses?.value, draft.verses)) fields.verses = draft.verses;
  if (!shown || (note.colour?.value ?? null) !== draft.colour) fields.colour = draft.colour;
  if (!shown || (note.text?.value ?? '') !== text) fields.text = text;
  if (Object.keys(fields).length === 0) return undefined;
  return { hlc: clock.tick(), kind: 'note.set', noteId, poemId, fields };
}

export const deleteNote = (noteId: string, clock: HybridClock): LibraryOp => ({
  hlc: clock.tick(),
  kind: 'note.delete',
  noteId,
});

/** A poem's verses in reading order: a note's `verses` index this list (0-based). */
export const versesOfPoem = (content: string): string[] => stanzasOf(content).flat();

/** The 1-based stanza holding a verse (0-based over the poem); undefined past the end. */
export function stanzaOfVerse(content: string, verseIndex: number): number | undefined {
  let seen = 0;
  const stanzas = stanzasOf(content);
  for (const [index, stanza] of stanzas.entries()) {
    seen += stanza.length;
    if (verseIndex < seen) return index + 1;
  }
  return undefined;
}

/** The verses a note quotes, or [] when the poem no longer has them. */
export const quotedVerses = (verses: readonly string[], range: Verses | undefined): string[] =>
  range ? verses.slice(range.from, range.to + 1) : [];

/** A poem's notes in the order of their verses (then of their ids). */
export const notesOfPoem = (notes: readonly NoteView[], poemId: string): NoteView[] =>
  notes
    .filter((note) => note.poemId === poemId)
    .sort(
      (a, b) =>
        (a.verses?.from ?? 0) - (b.verses?.from ?? 0) ||
        (a.verses?.to ?? 0) - (b.verses?.to ?? 0) ||
        (a.id < b.id ? -1 : 1),
    );

/** A note as the "my notes" screen searches it: the poem's title, the verses quoted, the text. */
export interface SearchableNote {
  title: string;
  quoted: readonly string[];
  text: string;
}

/** A search over notes: every term of the query in the folded title, verses or text. */
export function noteSearch(query: string): (note: SearchableNote) => boolean {
  const terms = foldTerms(query);
  if (terms.length === 0) return () => true;
  return (note) => {
    const folded = foldText([note.title, ...note.quoted, note.text].join('\n'));
    return terms.every((term) => folded.includes(term));
  };
}
