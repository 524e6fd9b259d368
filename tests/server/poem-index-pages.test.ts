/**
 * The in-process poem index (plugins/app/poems/poem-index.ts) reads the change feed's poem
 * rows and tombstones a page at a time. Here with pages of two rows on the demo anthology:
 * the index holds what the database holds, in the anthology order, also when poems are
 * edited, created and deleted while its pages are read, and after pruning has moved the
 * horizon above every poem's rev. Real app on a real database.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { poems } from '../../src/server/db/schema';
import { createPoemIndex } from '../../src/server/plugins/app/poems/poem-index';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const PAGE = 2;

/** Every poem as the database holds it, in the anthology order. */
const stored = () =>
  t.database.db
    .select({ id: poems.id, title: poems.title, content: poems.content })
    .from(poems)
    .orderBy(asc(poems.createdAt), asc(poems.id));

const held = async (index: ReturnType<typeof createPoemIndex>) =>
  (await index.snapshot()).all.map(({ id, title, content }) => ({ id, title, content }));

it('holds every poem when they take many pages', async () => {
  const all = await stored();
  expect(all.length).toBeGreaterThan(3 * PAGE);
  expect(await held(createPoemIndex(t.database.db, PAGE))).toEqual(all);
});

it('ends with the database when poems change while its pages are read', async () => {
  const index = createPoemIndex(t.database.db, PAGE);
  const before = await stored();
  const first = before[0]!;
  const second = before[1]!;
  const last = before.at(-1)!;
  const poem = (
    await t.app.inject({ method: 'GET', url: `/api/poems/${first.id}`, headers: t.asAdmin })
  ).json() as Record<string, unknown>;
  // PGlite runs one statement at a time: these writes come in between the index's pages.
  const filling = index.snapshot();
  const writes = Promise.all([
    t.app.inject({
      method: 'PUT',
      url: `/api/poems/${last.id}`,
      headers: t.asAdmin,
      payload: { title: `${last.title} (revu)` },
    }),
    t.app.inject({ method: 'DELETE', url: `/api/poems/${second.id}`, headers: t.asAdmin }),
    t.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: t.asAdmin,
      payload: {
        title: 'Taalif ci xaaj yi',
        content: 'Baat bu bees\nci xaaj yi',
        poetId: poem.poetId,
        themeId: poem.themeId,
        tagIds: [],
      },
    }),
  ]);
  await filling;
  for (const res of await writes) expect(res.statusCode, res.body).toBeLessThan(300);

  const now = await stored();
  expect(now.find((p) => p.id === second.id)).toBeUndefined();
  expect(await held(index)).toEqual(now);
});

it('is not filled again on every use once pruning passed every poem', async () => {
  const [poem] = await t.database.db
    .select({ id: poems.id })
    .from(poems)
    .where(eq(poems.slug, 'baawnaan'));
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/poems/${poem!.id}`,
    headers: t.asAdmin,
  });
  expect(deleted.statusCode, deleted.body).toBe(204);
  // The delete's tombstone has the highest rev: the horizon is now above every poem's.
  expect((await t.app.syncRepository.pruneTombstones(0)).pruned).toBeGreaterThan(0);

  const index = createPoemIndex(t.database.db, PAGE);
  const filled = await index.snapshot();
  expect(filled.all.map((p) => p.id)).toEqual((await stored()).map((p) => p.id));
  // Nothing changed: the same generation (the statistics and searches kept for it stay valid).
  expect((await index.snapshot()).generation).toBe(filled.generation);
});
