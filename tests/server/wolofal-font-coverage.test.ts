/**
 * The Wolofal typeface covers every letter and mark of the sourced sample: Harmattan's Arabic
 * subset as installed (@fontsource/harmattan), read from its character map. The build bundles
 * the WOFF2 file of that subset; its WOFF twin, the same subset compressed with zlib (which
 * Node reads without a Brotli font decoder), holds the same character map.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../src/server/lib/project-path';
import { WOLOFAL_SAMPLE } from '../fixtures/wolofal-sample';

const FONT = projectPath(
  'node_modules',
  '@fontsource',
  'harmattan',
  'files',
  'harmattan-arabic-400-normal.woff',
);

/** The `cmap` table of a WOFF 1.0 file. */
function cmapTable(woff: Buffer): Buffer {
  const tables = woff.readUInt16BE(12);
  for (let i = 0; i < tables; i++) {
    const at = 44 + i * 20;
    if (woff.toString('latin1', at, at + 4) !== 'cmap') continue;
    const offset = woff.readUInt32BE(at + 4);
    const length = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const data = woff.subarray(offset, offset + length);
    return length < original ? inflateSync(data) : data;
  }
  throw new Error('no cmap table');
}

/** Every code point a cmap maps to a glyph (formats 4 and 12, the ones fonts use for Unicode). */
function mappedCodePoints(cmap: Buffer): Set<number> {
  const mapped = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(offset);
    if (format === 4) {
      const segments = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      for (let s = 0; s < segments; s++) {
        const end = cmap.readUInt16BE(ends + s * 2);
        const start = cmap.readUInt16BE(starts + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) mapped.add(c);
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g++) {
        const start = cmap.readUInt32BE(offset + 16 + g * 12);
        const end = cmap.readUInt32BE(offset + 20 + g * 12);
        for (let c = start; c <= end; c++) mapped.add(c);
      }
    }
  }
  return mapped;
}

describe('the Wolofal typeface', () => {
  const covered = mappedCodePoints(cmapTable(readFileSync(FONT)));

  it('covers every letter and mark of the sample, Supplement and Extended-A included', () => {
    const letters = [...new Set(WOLOFAL_SAMPLE.wolofal.replace(/[\s.,،-]/g, ''))];
    const missing = letters.filter((c) => !covered.has(c.codePointAt(0)!));
    expect(missing.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`)).toEqual([]);
    expect(letters.some((c) => /[\u0750-\u077f]/.test(c))).toBe(true);
    expect(letters.some((c) => /[\u08f0-\u08ff]/.test(c))).toBe(true);
  });

  it('is read truly: a letter outside the Arabic subset is not covered', () => {
    expect(covered.has('ŋ'.codePointAt(0)!)).toBe(false);
  });
});
