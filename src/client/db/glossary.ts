/**
 * The anthology's glossary as the mirror holds it: every difficult word, each as the API shapes
 * it (without the mirror's `scope`). The poem editor reads it as a dictionary: the words glossed
 * for the poem being edited, and the definitions other poems give a word. A few thousand rows at
 * most, read whole: the mirror has no index on `word` (the reader never looks a word up).
 */
import type { DifficultWord } from '@domain/schemas';
import { db, type MirroredDifficultWord } from './db';

const withoutScope = ({ scope: _scope, ...word }: MirroredDifficultWord): DifficultWord => word;

/** Every difficult word of the mirror, in id order. */
export async function readGlossary(): Promise<DifficultWord[]> {
  return (await db.difficultWords.toArray()).map(withoutScope);
}

/** The titles of the given poems that the mirror holds, by id (to say where a definition is used). */
export async function readPoemTitles(ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const poems = await db.poems.bulkGet(unique);
  return new Map(poems.flatMap((poem) => (poem ? [[poem.id, poem.title] as const] : [])));
}
