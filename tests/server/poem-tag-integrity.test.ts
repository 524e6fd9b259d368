/**
 * A poem's tags have integrity in the database itself (migration 0004): whatever writes a
 * poem (the API, a seed, psql) it cannot name an unknown tag, and a tag deleted by any path,
 * even while poems are being tagged with it, never stays on a poem. The API checks the
 * references in the same transaction as the write and answers 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Poem } from '@domain/schemas/poem';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let poem: Poem;
const admin = () => ctx.asAdmin;

async function newTag(name: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tags',
    headers: admin(),
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** Poems naming a tag id that is not in `tags`, read straight from the database. */
async function danglingTagRefs(): Promise<number> {
  const result = await ctx.database.db.execute(sql`select count(*)::int as n
    from poems, unnest(tag_ids) as t(id)
    where not exists (select 1 from tags where tags.id = t.id)`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  poem = (await ctx.app.inject({ method: 'GET', url: '/api/poems?size=1' })).json().content[0];
});
afterAll(async () => ctx?.close());

describe('poem tags in the database', () => {
  it('refuses a poem naming an unknown tag, written without the API', async () => {
    const unknown = uuidv7();
    await expect(
      ctx.database.db.execute(
        sql`update poems set tag_ids = array[${unknown}::uuid] where id = ${poem.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.execute(sql`insert into poems (id, title, content, poet_id, tag_ids)
        values (${uuidv7()}, 'x', 'y', ${poem.poetId}, array[${unknown}::uuid])`),
    ).rejects.toThrow();
    expect(await danglingTagRefs()).toBe(0);
  });

  it('takes a tag deleted without the API off every poem', async () => {
    const tagId = await newTag('supprimé en SQL');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/poems/${poem.id}`,
      headers: admin(),
      payload: { tagIds: [...poem.tagIds, tagId] },
    });
    expect(put.json().tagIds).toContain(tagId);
    await ctx.database.db.execute(sql`delete from tags where id = ${tagId}`);
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/poems/${poem.id}` })).json();
    expect(after.tagIds).not.toContain(tagId);
    expect(after.tagIds).toEqual(poem.tagIds);
  });

  it('never leaves a tag deleted concurrently on a poem', async () => {
    const tagIds = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => newTag(`course ${i}`)));
    const answers = await Promise.all(
      tagIds.flatMap((tagId) => [
        ctx.app.inject({
          method: 'PUT',
          url: `/api/poems/${poem.id}`,
          headers: admin(),
          payload: { tagIds: [tagId] },
        }),
        ctx.app.inject({ method: 'DELETE', url: `/api/tags/${tagId}`, headers: admin() }),
      ]),
    );
    // Each tagging either won (200) or found its tag gone (400 naming it); never a 500.
    for (const res of answers) expect([200, 204, 400]).toContain(res.statusCode);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json().fields).toEqual({ 'tagIds.0': 'Tag not found' });
    }
    expect(await danglingTagRefs()).toBe(0);
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/poems/${poem.id}` })).json();
    expect(after.tagIds.filter((id: string) => tagIds.includes(id))).toEqual([]);
  });
});
