/**
 * Bad input gets a 4xx with a reason, never a 500, at any depth or size within the body
 * limit. Every route that takes a body (found in the app's own route table, so a new route is
 * covered without anyone remembering to) is sent JSON nested thousands of levels deep, as
 * objects and as arrays, and a very wide one, as an administrator (so access is no shield).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { MAX_DEPTH } from '../../src/server/plugins/app/app-wide/text-hygiene';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

const ID = '01900000-0000-7000-8000-000000000000';
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

const BODIES: Record<string, string> = {
  // About 14 KB: the probe's body.
  'objects 2,800 levels deep': deepObject(2800),
  'arrays 200,000 levels deep': deepArray(200_000),
  'objects 60,000 levels deep inside a field': `{"title":"x","translations":${deepObject(60_000)}}`,
  'an array of 20,000 small objects': `{"tagIds":[${Array(20_000).fill('{"a":[1]}').join(',')}]}`,
};

function writeRoutes(): { method: string; url: string }[] {
  return ctx.app.routeTable
    .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))
    .map((r) => ({ method: r.method, url: r.url.replace(/:[A-Za-z]+/g, ID) }));
}

describe('hostile JSON bodies', () => {
  it('finds the routes that take a body', () => {
    expect(writeRoutes().length).toBeGreaterThan(15);
  });

  it.each(Object.keys(BODIES))(
    'answers 4xx with a reason to %s, on every route',
    { timeout: 180_000 },
    async (name) => {
      const failures: string[] = [];
      for (const route of writeRoutes()) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers: { ...ctx.asAdmin, 'content-type': 'application/json' },
          payload: BODIES[name],
        });
        const ok = res.statusCode >= 400 && res.statusCode < 500 && Boolean(res.json().message);
        if (!ok) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('names the too-deep field and the limit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: { ...ctx.asAdmin, 'content-type': 'application/json' },
      payload: `{"title":"x","translations":${deepObject(MAX_DEPTH + 5)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { translations: `Nested more than ${MAX_DEPTH} levels deep` },
    });
  });

  it('still accepts ordinary nesting', async () => {
    const poet = (await ctx.app.inject({ method: 'GET', url: '/api/poets?size=1' })).json()
      .content[0];
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: ctx.asAdmin,
      payload: {
        title: 'Niveaux',
        content: 'Ndaw ñi',
        poetId: poet.id,
        translations: { fr: 'Les jeunes', en: 'The young' },
      },
    });
    expect(res.statusCode).toBe(201);
  });
});
