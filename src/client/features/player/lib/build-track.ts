/**
 * Turns a recitation (Dexie rows) into the player's track: the poem's verses and the verse timing
 * mapped from the recitation's WebVTT (@domain/vtt/map-cues-to-verses). Timing that is missing,
 * fails to parse or matches no verse leaves `timeline` null and says which (`timing`), so the
 * recitation still plays, without highlighting.
 */
import { audioStreamUrl } from '@domain/audio-stream';
import type { Audio, Poem } from '@domain/schemas';
import { mapCuesToVerses } from '@domain/vtt/map-cues-to-verses';
import { parseVtt } from '@domain/vtt/parse-vtt';
import { versesWithIds } from '@domain/vtt/verses-with-ids';
import type { PlayerTrack } from '../store/player-types';

type TrackPoem = Pick<Poem, 'id' | 'title' | 'content' | 'coverUrl'>;
type TrackAudio = Pick<Audio, 'id' | 'vtt'>;

export function buildTrack(
  audio: TrackAudio,
  poem: TrackPoem,
  singerName: string | null,
): PlayerTrack {
  const verseTexts = versesWithIds(poem.content).map((verse) => verse.text);
  const base = {
    audioId: audio.id,
    poemId: poem.id,
    poemTitle: poem.title,
    singerName,
    src: audioStreamUrl(audio.id),
    artworkUrl: poem.coverUrl,
    verseTexts,
  };
  if (audio.vtt === null || audio.vtt.trim() === '')
    return { ...base, timeline: null, timing: 'none' };
  const parsed = parseVtt(audio.vtt);
  if (!parsed.ok) return { ...base, timeline: null, timing: 'invalid' };
  const timeline = mapCuesToVerses(parsed.cues, verseTexts);
  if (timeline.verses.length === 0) return { ...base, timeline: null, timing: 'unmatched' };
  return { ...base, timeline, timing: 'ok' };
}
