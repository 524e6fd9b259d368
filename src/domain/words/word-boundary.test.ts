import { describe, expect, it } from 'vitest';
import { scanWords, wordBounds, wordsOf } from './scan-words';
import { isWholeWordAt } from './word-boundary';

/** Tiny deterministic PRNG (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = [
  'a',
  'b',
  'ë',
  '\u0301',
  '\u0308',
  '-',
  '\u2011',
  "'",
  '’',
  'ʼ',
  ' ',
  '\n',
  '1',
  ',',
  '\u{1D49C}',
];

function wordRanges(text: string): Set<string> {
  const ranges = new Set<string>();
  scanWords(text, (start, end) => ranges.add(`${start}:${end}`));
  return ranges;
}

describe('isWholeWordAt', () => {
  it.each<[string, number, number, boolean]>([
    ['sañ-sañ', 0, 3, false],
    ['sañ-sañ', 4, 7, false],
    ['sañ - sañ', 0, 3, true],
    ['-sañ-', 1, 4, true],
    ["a-'b", 3, 4, true],
    ['a-\u0301b', 3, 4, false],
    ['x\u0301b', 2, 3, false],
    ['1ci2', 1, 3, true],
    ['ci\u0301', 0, 2, false],
  ])('%j [%i, %i) → %s', (text, start, end, expected) => {
    expect(isWholeWordAt(text, start, end)).toBe(expected);
  });

  it('agrees with scanWords on random strings', () => {
    const next = random(20240611);
    for (let round = 0; round < 3000; round += 1) {
      const length = 1 + Math.floor(next() * 12);
      let text = '';
      for (let i = 0; i < length; i += 1) text += ALPHABET[Math.floor(next() * ALPHABET.length)];
      const words = wordRanges(text);
      for (const range of words) {
        const [start, end] = range.split(':').map(Number) as [number, number];
        expect(isWholeWordAt(text, start, end), `${JSON.stringify(text)} ${range}`).toBe(true);
      }
      for (let start = 0; start < text.length; start += 1) {
        for (let end = start + 1; end <= text.length; end += 1) {
          if (words.has(`${start}:${end}`)) continue;
          const inner = wordRanges(text.slice(start, end));
          if (inner.size !== 1 || !inner.has(`0:${end - start}`)) continue;
          expect(isWholeWordAt(text, start, end), `${JSON.stringify(text)} ${start}:${end}`).toBe(
            false,
          );
        }
      }
    }
  });
});

describe('wordsOf', () => {
  it('finds the words scanWords finds, in order, on random strings', () => {
    const next = random(20261127);
    for (let round = 0; round < 3000; round += 1) {
      const length = 1 + Math.floor(next() * 16);
      let text = '';
      for (let i = 0; i < length; i += 1) text += ALPHABET[Math.floor(next() * ALPHABET.length)];
      const scanned: string[] = [];
      scanWords(text, (start, end) => scanned.push(text.slice(start, end)));
      expect(wordsOf(text), JSON.stringify(text)).toEqual(scanned);
    }
  });
});

describe('wordBounds', () => {
  /** Besides ALPHABET: capitals, ñ in NFD, an astral mark, lone surrogates, a non-Latin letter. */
  const MORE = ['B', 'Ñ', 'n\u0303', '\u{1D165}', '\uD835', '\uDC9C', 'ŋ', 'ό', '\u2010', '\t'];

  it('finds the words scanWords finds, in order, on random strings', () => {
    const next = random(20261127);
    const symbols = [...ALPHABET, ...MORE];
    const bounds: number[] = [];
    for (let round = 0; round < 5000; round += 1) {
      const length = 1 + Math.floor(next() * 16);
      let text = '';
      for (let i = 0; i < length; i += 1) text += symbols[Math.floor(next() * symbols.length)];
      const scanned: number[] = [];
      scanWords(text, (start, end) => scanned.push(start, end));
      const count = wordBounds(text, bounds);
      expect(bounds.slice(0, 2 * count), JSON.stringify(text)).toEqual(scanned);
    }
  });

  it('reads the words of a verse, the buffer reused', () => {
    const bounds = [7, 7, 7, 7, 7, 7, 7, 7, 7, 7];
    const text = "Sañ-sañ ma'a, -bëgg- a--b";
    const count = wordBounds(text, bounds);
    const words = Array.from({ length: count }, (_, i) =>
      text.slice(bounds[2 * i], bounds[2 * i + 1]),
    );
    expect(words).toEqual(['Sañ-sañ', "ma'a", 'bëgg', 'a', 'b']);
  });
});
