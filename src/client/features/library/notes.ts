/**
 * Notes and highlights on a poem's verses, on the device (the replica, so offline and signed
 * out too; signed in, the sync takes them to the reader's other devices). Loaded after the
 * poem's content, with the replica the favourite button loads too.
 */
import { deleteNote, notesOfPoem, saveNote, type NoteDraft } from '@domain/library/notes';
import { viewLibrary, type NoteView } from '@domain/library/view';
import { watchLibraryOps } from '@client/db/library-ops';
import { recordGesture, stateOf } from './replica';

export function watchPoemNotes(poemId: string, listener: (notes: NoteView[]) => void): () => void {
  return watchLibraryOps(
    (ops) => listener(notesOfPoem(viewLibrary(stateOf(ops)).notes, poemId)),
    // An unreadable IndexedDB (private mode of some browsers): no notes to show.
    () => listener([]),
  );
}

export const saveNoteOf = (noteId: string, poemId: string, draft: NoteDraft) =>
  recordGesture((state, clock) => saveNote(state, noteId, poemId, draft, clock));

export const deleteNoteOf = (noteId: string) =>
  recordGesture((state, clock) =>
    state.notes[noteId] === undefined ? undefined : deleteNote(noteId, clock),
  );
