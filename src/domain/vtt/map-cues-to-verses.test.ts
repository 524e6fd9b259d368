import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { cueTextKey } from './cue-text-key';
import { mapCuesToVerses } from './map-cues-to-verses';
import { parseVtt } from './parse-vtt';
import { versesWithIds } from './verses-with-ids';
import type { VttCue } from './vtt-cue';

const demo = (path: string) =>
  readFileSync(new URL(`../../server/seed/demo/${path}`, import.meta.url), 'utf8');
const manifest = JSON.parse(demo('audio/audio-manifest.json')) as Array<{
  poemId: string;
  vtt: string;
  verses: number;
}>;
const anthology = JSON.parse(demo('anthology.json')) as {
  poems: Array<{ id: string; content: string }>;
};

function cuesOf(path: string): VttCue[] {
  const result = parseVtt(demo(path));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.cues;
}
const cue = (text: string, start: number, end = start + 1): VttCue => ({ start, end, text });

describe('mapCuesToVerses on every demo recitation', () => {
  it('covers every recitation of the manifest', () => expect(manifest).toHaveLength(4));

  it.each(manifest.map((item) => [item.poemId, item] as const))('%s', (_id, item) => {
    const content = anthology.poems.find((poem) => poem.id === item.poemId)?.content ?? '';
    const verses = versesWithIds(content);
    const cues = cuesOf(item.vtt);
    const timeline = mapCuesToVerses(
      cues,
      verses.map((verse) => verse.text),
    );
    expect(timeline.unmatchedCues).toBe(0);
    expect(timeline.verses).toHaveLength(item.verses);
    for (const timed of timeline.verses) {
      const source = cues[timed.cueIndex] as VttCue;
      const verse = verses[timed.verseIndex];
      // The same text, and the verse the cue was timed for (the file's ids are s<stanza>-v<verse>).
      expect(verse?.text).toBe(source.text);
      expect(verse?.id).toBe(source.id);
      expect([timed.start, timed.end]).toEqual([source.start, source.end]);
    }
  });

  it('ignores the cue of an edited verse and keeps the others on their verses', () => {
    const item = manifest.find((entry) => entry.poemId === 'tegg-caam');
    const content = anthology.poems.find((poem) => poem.id === 'tegg-caam')?.content ?? '';
    const texts = versesWithIds(content).map((verse) => verse.text);
    // Verse 2 rewritten, and a later verse with a text of its own removed (the ones after it move
    // up by one); the poem has refrains, which must still land in order.
    const removed = texts.findIndex(
      (text, index) => index > 4 && texts.indexOf(text) === texts.lastIndexOf(text),
    );
    expect(texts.length - new Set(texts).size).toBeGreaterThan(0);
    const edited = [...texts.slice(0, 2), 'A brand new verse', ...texts.slice(3)];
    edited.splice(removed, 1);
    const timeline = mapCuesToVerses(cuesOf(item?.vtt ?? ''), edited);
    expect(timeline.unmatchedCues).toBe(2);
    const mapped = timeline.verses.map((timed) => timed.cueIndex);
    expect(mapped).not.toContain(2);
    expect(mapped).not.toContain(removed);
    expect(timeline.verses.map((timed) => timed.verseIndex)).toEqual(
      [...edited.keys()].filter((index) => index !== 2),
    );
    for (const timed of timeline.verses) {
      expect(edited[timed.verseIndex]).toBe(texts[timed.cueIndex]);
    }
  });
});

describe('mapCuesToVerses', () => {
  it('compares words only: case, punctuation, spacing, apostrophes and markup do not count', () => {
    const timeline = mapCuesToVerses(
      [cue('<v Serigne>ana LI  may\nséen</v>', 0), cue('Ñu ngi ci yoon’ &amp; ci jàmm', 2)],
      ['Ana li may séen ?', "ñu ngi ci yoon' & ci jàmm."],
    );
    expect(timeline.verses.map((timed) => timed.verseIndex)).toEqual([0, 1]);
  });

  it('does not take a changed word for the same verse', () => {
    expect(cueTextKey('Ana li may séen')).not.toBe(cueTextKey('Ana li may seen'));
    const timeline = mapCuesToVerses([cue('Ana li may seen', 0)], ['Ana li may séen']);
    expect(timeline).toEqual({ verses: [], unmatchedCues: 1 });
  });

  it('gives repeated identical verses to the cues in order', () => {
    const verses = ['refrain', 'a', 'b', 'refrain', 'c', 'refrain'];
    const cues = verses.map((text, index) => cue(text, index * 2));
    const timeline = mapCuesToVerses(cues, verses);
    expect(timeline.verses.map((timed) => timed.verseIndex)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps order when the singer repeats a verse or a refrain not written twice', () => {
    const verses = ['refrain', 'a', 'b', 'refrain', 'c'];
    const sung = ['refrain', 'a', 'a', 'b', 'refrain', 'refrain', 'c'];
    const timeline = mapCuesToVerses(
      sung.map((text, index) => cue(text, index * 2)),
      verses,
    );
    expect(timeline.verses.map((timed) => timed.verseIndex)).toEqual([0, 1, 1, 2, 3, 3, 4]);
  });

  it('ignores a cue whose verse was edited even if its old text is a refrain elsewhere', () => {
    // Timed on: refrain, a, refrain, b. Then the second "refrain" became "new".
    const sung = ['refrain', 'a', 'refrain', 'b'].map((text, index) => cue(text, index * 2));
    const timeline = mapCuesToVerses(sung, ['refrain', 'a', 'new', 'b']);
    expect(timeline.verses.map((timed) => [timed.cueIndex, timed.verseIndex])).toEqual([
      [0, 0],
      [1, 1],
      [3, 3],
    ]);
  });

  it('never maps an empty or wordless cue', () => {
    const timeline = mapCuesToVerses([cue('', 0), cue('…', 1), cue('a', 2)], ['', '…', 'a']);
    expect(timeline.verses.map((timed) => [timed.cueIndex, timed.verseIndex])).toEqual([[2, 2]]);
    expect(timeline.unmatchedCues).toBe(2);
  });

  it('sorts the timeline by start time', () => {
    const timeline = mapCuesToVerses([cue('b', 5), cue('a', 1)], ['a', 'b']);
    expect(timeline.verses.map((timed) => timed.start)).toEqual([1, 5]);
  });
});
