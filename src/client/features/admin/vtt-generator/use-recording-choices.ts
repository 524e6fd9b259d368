/**
 * The recordings the generator offers, from the offline mirror (DESIGN.md section 7: pickers
 * read the mirror): each with its poem's title, whether it is timed, sorted by poem then
 * recording. Only ids and titles leave this module.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@client/db/db';

export interface RecordingChoice {
  id: string;
  title: string;
  poemTitle: string;
  timed: boolean;
}

async function recordingChoices(): Promise<RecordingChoice[]> {
  const audios = await db.audios.toArray();
  const poems = await db.poems.bulkGet([...new Set(audios.map((a) => a.poemId))]);
  const titles = new Map(poems.flatMap((poem) => (poem ? [[poem.id, poem.title]] : [])));
  return audios
    .map((audio) => ({
      id: audio.id,
      title: audio.title,
      poemTitle: titles.get(audio.poemId) ?? '',
      timed: !!audio.vtt?.trim(),
    }))
    .sort((a, b) => a.poemTitle.localeCompare(b.poemTitle) || a.title.localeCompare(b.title));
}

/** Every recording of the mirror (`undefined` while the first read runs). */
export const useRecordingChoices = (): RecordingChoice[] | undefined =>
  useLiveQuery(() => recordingChoices(), []);
