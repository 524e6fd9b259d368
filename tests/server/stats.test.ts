/** GET /api/stats/summary: the home page's counters over the seeded demo anthology. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const summary = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/stats/summary' });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/stats/summary', () => {
  it('counts the demo anthology (and the two test users), for anyone', async () => {
    expect(await summary()).toEqual({
      poems: 18,
      poets: 5,
      users: 2,
      audios: 4,
      difficultWords: 109,
      themes: 8,
      tags: 25,
    });
  });

  it('follows the writes', async () => {
    const poems = (await ctx.app.inject({ method: 'GET', url: '/api/poems?size=100' })).json()
      .content;
    const withAudio = poems.find((p: { slug: string }) => p.slug === 'tegg-caam');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/poems/${withAudio.id}`,
      headers: ctx.asAdmin,
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: ctx.asAdmin,
      payload: { name: 'nouveau' },
    });
    expect(await summary()).toMatchObject({
      poems: 17,
      audios: 3,
      difficultWords: 100,
      tags: 26,
      poets: 5,
    });
  });
});
