import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '@domain/sync';
import { AppDb, GENERAL_WORDS_SCOPE } from '../db/db';
import { applyChanges } from './apply-changes';

let database: AppDb;
let n = 0;

beforeEach(async () => {
  database = new AppDb(`apply-changes-${++n}`);
  await database.open();
});
afterEach(() => database.delete());

const wordChange = (id: string, poemId: string | null, rev: number): Change => ({
  op: 'put',
  entity: 'difficultWords',
  rev,
  row: {
    id,
    word: id,
    definition: `definition of ${id}`,
    explanation: null,
    poemId,
    rev,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
});

describe('applyChanges', () => {
  it('stores a difficult word from the feed with its scope, as the poem page queries it', async () => {
    await applyChanges(database, [wordChange('w1', 'p1', 1), wordChange('w2', null, 2)], 2);
    expect((await database.difficultWords.get('w1'))?.scope).toBe('p1');
    expect((await database.difficultWords.get('w2'))?.scope).toBe(GENERAL_WORDS_SCOPE);
    // A word moved to another poem by a later change follows it.
    await applyChanges(database, [wordChange('w1', 'p2', 3)], 3);
    const forP2 = await database.difficultWords.where('scope').equals('p2').primaryKeys();
    expect(forP2).toEqual(['w1']);
  });
});
