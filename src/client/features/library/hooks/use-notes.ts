/**
 * Every note of the reader for "my notes": the replica's view with each note's poem title,
 * the verses it quotes and the stanza it starts in, read from the device's mirror (offline
 * too). A note whose poem the mirror does not hold has no title and quotes nothing.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { quotedVerses, stanzaOfVerse, versesOfPoem } from '@domain/library/notes';
import { viewLibrary, type NoteView } from '@domain/library/view';
import { db } from '@client/db/db';
import { stateOf } from '../replica';

interface ListedNote extends NoteView {
  title: string;
  quoted: string[];
  /** The stanza of its first verse, for the link (1-based); undefined: the poem's top. */
  stanza?: number;
}

async function readNotes(): Promise<ListedNote[]> {
  const { notes } = viewLibrary(stateOf(await db.libraryOps.toArray()));
  const poems = await db.poems.bulkGet([...new Set(notes.map((note) => note.poemId))]);
  const byId = new Map(poems.filter((poem) => poem !== undefined).map((poem) => [poem.id, poem]));
  return notes
    .map((note) => {
      const poem = byId.get(note.poemId);
      const stanza =
        poem && note.verses ? stanzaOfVerse(poem.content, note.verses.from) : undefined;
      const quoted = poem ? quotedVerses(versesOfPoem(poem.content), note.verses) : [];
      return { ...note, title: poem?.title ?? '', quoted, stanza };
    })
    .sort(
      (a, b) => a.title.localeCompare(b.title) || (a.verses?.from ?? 0) - (b.verses?.from ?? 0),
    );
}

/** Undefined while the first read runs. */
export const useNotes = (): ListedNote[] | undefined => useLiveQuery(readNotes, []);
