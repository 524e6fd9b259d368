/**
 * How far the automatic draft's boundaries lie from the hand-made WebVTT of the four demo
 * recordings, as figures. The MP3s are decoded in Node by mpg123-decoder
 * (WebAssembly, the same MPEG decoder family browsers use), then run through the same
 * loudness, silence and draft functions the screen runs on Web Audio's decoded samples.
 * Prints a table (median, p90 and worst absolute error of every start and end, per recording
 * and overall; and of the starts alone, the boundaries the highlighting follows) and fails
 * when the overall median passes a generous bound.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';
import { parseVtt } from '@domain/vtt/parse-vtt';
import { versesWithIds } from '@domain/vtt/verses-with-ids';
import { draftTiming, verseWeights } from './draft-timing';
import { findSilences, frameLoudness } from './silences';

// The client project runs under jsdom, whose import.meta.url is not a file URL: from the root.
const DEMO = resolve('src/server/seed/demo');

async function decodeMono(path: string): Promise<{ samples: Float32Array; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(new Uint8Array(await readFile(resolve(DEMO, path))));
  decoder.free();
  const [first, ...others] = decoded.channelData;
  const samples = Float32Array.from(first ?? []);
  for (const channel of others) channel.forEach((v, i) => (samples[i]! += v));
  if (others.length) samples.forEach((v, i) => (samples[i] = v / decoded.channelData.length));
  return { samples, sampleRate: decoded.sampleRate };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

type DemoPoem = { id: string; content: string };
type ManifestEntry = { poemId: string; mp3: string; vtt: string };
// Read as data files (the client never imports the server's modules).
const readJson = async <T>(path: string) =>
  JSON.parse(await readFile(resolve(DEMO, path), 'utf8')) as T;

function poemContent(poems: DemoPoem[], poemId: string): string {
  const poem = poems.find((p) => p.id === poemId);
  if (!poem) throw new Error(`No demo poem ${poemId}`);
  return poem.content;
}

describe('the automatic draft on the demo recordings', () => {
  it('lies close to the hand-made timing (prints median and p90 error)', async () => {
    const { poems } = await readJson<{ poems: DemoPoem[] }>('anthology.json');
    const manifest = await readJson<ManifestEntry[]>('audio/audio-manifest.json');
    const all: number[] = [];
    const allStarts: number[] = [];
    const rows: Record<string, unknown>[] = [];
    for (const entry of manifest) {
      const { samples, sampleRate } = await decodeMono(entry.mp3);
      const duration = samples.length / sampleRate;
      const verses = versesWithIds(poemContent(poems, entry.poemId));
      const hand = parseVtt(await readFile(resolve(DEMO, entry.vtt), 'utf8'));
      if (!hand.ok) throw new Error(`Bad demo VTT ${entry.vtt}`);
      const silences = findSilences(frameLoudness(samples, sampleRate));
      const draft = draftTiming(silences, duration, verseWeights(verses.map((v) => v.text)));
      expect(draft).toHaveLength(hand.cues.length);
      const starts = hand.cues.map((cue, i) => Math.abs(draft[i]!.start - cue.start));
      const ends = hand.cues.map((cue, i) => Math.abs(draft[i]!.end - cue.end));
      const errors = [...starts, ...ends];
      all.push(...errors);
      allStarts.push(...starts);
      rows.push({
        recording: entry.poemId,
        verses: verses.length,
        boundaries: errors.length,
        'median (s)': quantile(errors, 0.5).toFixed(3),
        'p90 (s)': quantile(errors, 0.9).toFixed(3),
        'worst (s)': Math.max(...errors).toFixed(3),
        'starts median (s)': quantile(starts, 0.5).toFixed(3),
        'starts p90 (s)': quantile(starts, 0.9).toFixed(3),
      });
    }
    rows.push({
      recording: 'all',
      verses: '',
      boundaries: all.length,
      'median (s)': quantile(all, 0.5).toFixed(3),
      'p90 (s)': quantile(all, 0.9).toFixed(3),
      'worst (s)': Math.max(...all).toFixed(3),
      'starts median (s)': quantile(allStarts, 0.5).toFixed(3),
      'starts p90 (s)': quantile(allStarts, 0.9).toFixed(3),
    });
    console.table(rows);
    expect(quantile(all, 0.5)).toBeLessThan(0.5);
  }, 60_000);
});
