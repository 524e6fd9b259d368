/**
 * The in-process poem index (plugins/app/poems/poem-index.ts) after tombstones are pruned:
 * a poem deleted while the index was not looking, whose tombstone was then pruned, must not
 * stay counted in the word statistics. Real app on a real database; the pruning is the one
 * the server runs daily.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Poem } from '@domain/schemas/poem';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const wordStatistics = async (word: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/poems/statistics/word?word=${encodeURIComponent(word)}&size=100`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { poemCount: number; poems: { poemId: string }[] };
  return { count: body.poemCount, ids: body.poems.map((p) => p.poemId) };
};

it('forgets a poem whose deletion was pruned before the index saw it', async () => {
  const poems = (await t.app.inject({ method: 'GET', url: '/api/poems?size=100' })).json()
    .content as Poem[];
  const poem = poems.find((p) => p.slug === 'baawnaan')!;
  // A word of the poem: the statistics count the poems that hold it from the index alone.
  const word = poem.content.match(/\p{L}+/u)![0];
  const before = await wordStatistics(word);
  expect(before.ids).toContain(poem.id);

  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/poems/${poem.id}`,
    headers: t.asAdmin,
  });
  expect(deleted.statusCode, deleted.body).toBe(204);
  const pruned = await t.app.syncRepository.pruneTombstones(0);
  expect(pruned.pruned).toBeGreaterThan(0);

  const after = await wordStatistics(word);
  expect(after.ids).not.toContain(poem.id);
  expect(after.count).toBe(before.count - 1);
});
