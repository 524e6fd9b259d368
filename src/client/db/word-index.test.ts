import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wordStatistics } from '@domain/words';
import { resetMirror } from '../sync/apply-changes';
import { poemRow } from '../sync/testing/fake-feed';
import { AppDb } from './db';
import { localWordStatistics } from './word-statistics';

let database: AppDb;
let n = 0;
beforeEach(async () => {
  database = new AppDb(`word-index-${++n}`);
  await database.poems.bulkPut([
    poemRow('a', 1, 'Bëgg naa la\nSañ-sañ bi\n\nBEGG na ko'),
    poemRow('b', 2, 'Dafa bëgg dem'),
    poemRow('c', 3, 'Sañ ak sàn'),
  ]);
});
afterEach(() => database.delete());

/** The naive answer: the domain function over every mirrored poem, in the anthology order. */
async function naive(word: string, ignoreAccents: boolean) {
  const poems = (await database.poems.toArray()).sort((x, y) =>
    `${x.createdAt} ${x.id}` < `${y.createdAt} ${y.id}` ? -1 : 1,
  );
  return wordStatistics(word, poems, { ignoreAccents });
}

async function expectLikeNaive(word: string, ignoreAccents: boolean, size = 50) {
  const local = await localWordStatistics(
    { word, ignoreAccents, variants: false, page: 0, size },
    database,
  );
  const expected = await naive(word, ignoreAccents);
  expect({
    ...local,
    poems: local.poems.map(({ poemId, occurrences, stanzaIndices }) => ({
      poemId,
      occurrences,
      stanzaIndices,
    })),
  }).toMatchObject(expected);
  return local;
}

describe('the in-memory word index follows the mirror', () => {
  it('answers with accents kept or ignored', async () => {
    expect((await expectLikeNaive('bëgg', false)).poemCount).toBe(2);
    expect((await expectLikeNaive('begg', true)).totalOccurrences).toBe(3);
    expect((await expectLikeNaive('sañ', true)).poemCount).toBe(1);
    expect((await expectLikeNaive('sañ-sañ', false)).poems[0]?.stanzas).toEqual([
      'Bëgg naa la\nSañ-sañ bi',
    ]);
  });

  it('counts a capital Σ word as the domain does, though the text lower-cases it otherwise', async () => {
    await database.poems.put(poemRow('d', 4, 'ΟΔΟΣ.Α\n\nοδος ΟΔΟΣ'));
    for (const ignoreAccents of [false, true]) {
      const local = await expectLikeNaive('ΟΔΟΣ', ignoreAccents);
      expect(local).toMatchObject({ normalized: 'οδος', poemCount: 1, totalOccurrences: 3 });
    }
  });

  it('catches up with an edit, a delete and an insert', async () => {
    await expectLikeNaive('dem', false);
    await database.poems.put({
      ...poemRow('b', 4, 'Dafa bëgg tëdd'),
      createdAt: (await database.poems.get('b'))!.createdAt,
    });
    await database.poems.delete('a');
    await database.poems.put(poemRow('d', 5, 'dem, dem'));
    expect((await expectLikeNaive('dem', false)).poems.map((p) => p.poemId)).toEqual(['d']);
    expect((await expectLikeNaive('bëgg', false)).poems.map((p) => p.poemId)).toEqual(['b']);
    expect((await expectLikeNaive('tëdd', false)).poemCount).toBe(1);
  });

  it('builds from a mirror read in several chunks, and later catches up below its newest rev', async () => {
    // Ids in another order than revs: the first build reads by id, the catch-up by rev.
    const many = Array.from({ length: 2_345 }, (_, i) =>
      poemRow(`m${String((i * 7919) % 2_345).padStart(4, '0')}`, 10 + i, i % 3 ? 'dem ak' : 'bëgg'),
    );
    await database.poems.bulkPut(many);
    expect((await expectLikeNaive('dem', false, 3_000)).poemCount).toBe(1_563 + 1);
    // A write after the build, in the range of ids the build read first.
    await database.poems.put(poemRow('a0', 9_999, 'dem dem'));
    expect((await expectLikeNaive('dem', false, 3_000)).poemCount).toBe(1_563 + 2);
    expect((await expectLikeNaive('bëgg', false, 3_000)).poemCount).toBe(782 + 2);
  });

  it('keeps its postings when only a counter moved', async () => {
    await expectLikeNaive('ak', false);
    await database.poems.update('c', { views: 9, rev: 9 });
    expect((await expectLikeNaive('ak', false)).poemCount).toBe(1);
  });

  it('starts over after a mirror reset', async () => {
    await expectLikeNaive('bëgg', false);
    await resetMirror(database);
    expect((await expectLikeNaive('bëgg', false)).poemCount).toBe(0);
    // The feed brings the same rows back (same revs): they are indexed again.
    await database.poems.bulkPut([poemRow('a', 1, 'bëgg')]);
    expect((await expectLikeNaive('bëgg', false)).poemCount).toBe(1);
  });

  it('stays equal to the naive answer past its first buffers and after a compaction', async () => {
    // 2,000 distinct words (the counts start with room for 1,024), one word in every poem
    // (its postings grow several times), and a poem of 40 stanzas (bit 31 stands for 31 and
    // up). At most 50 poems: the answer's one page.
    // Letters only (a digit ends a word): 0 → baataaa, 27 → baatabb.
    const word = (i: number) =>
      `baat${String.fromCharCode(97 + Math.floor(i / 26 / 26), 97 + (Math.floor(i / 26) % 26), 97 + (i % 26))}`;
    const rows = Array.from({ length: 40 }, (_, p) =>
      poemRow(
        `m${p}`,
        10 + p,
        `xam ${Array.from({ length: 50 }, (_, w) => word(p * 50 + w)).join(' ')}`,
      ),
    );
    rows.push(
      poemRow('long', 200, Array.from({ length: 40 }, (_, i) => `xam ${word(i)}`).join('\n\n')),
    );
    await database.poems.bulkPut(rows);
    for (const w of ['xam', word(0), word(35), word(1999)]) await expectLikeNaive(w, false);
    // Edit every short poem twice: more than half the slots go stale, the index is rebuilt.
    for (const round of [1, 2]) {
      await database.poems.bulkPut(
        rows.slice(0, 40).map((row, p) => ({
          ...row,
          rev: 300 * round + p,
          content: `xam ${word(p + round)}`,
        })),
      );
      for (const w of ['xam', word(0), word(35), word(1999)]) await expectLikeNaive(w, false);
    }
  });
});
