/**
 * The authorization matrix, built from the server's own route table: every route that
 * writes (and every admin-only read) refuses an anonymous caller with 401 and a reader
 * with 403. A new write route is covered without anyone adding it here; a new PUBLIC
 * write route fails this suite until it is added to the reviewed list below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Writes a reader may make without being an administrator (reviewed on purpose). */
const PUBLIC_WRITES = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/poems/:id/view',
  'POST /api/poems/:id/like',
  'POST /api/audios/track/:id',
  'POST /api/audios/:id/drift-reports',
]);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SOME_ID = '0190a0a0-0000-7000-8000-000000000001';
const concrete = (url: string) =>
  url
    .replace(':provider', 'google')
    .replace(/:[A-Za-z]+/g, SOME_ID)
    .replace(/\*$/, 'x');

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const apiRoutes = () =>
  ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');

describe('authorization matrix', () => {
  it('finds the write routes of every resource in the route table', () => {
    const writes = apiRoutes().filter((r) => !READS.has(r.method));
    const resources = new Set(writes.map((r) => r.url.split('/')[2]));
    for (const resource of [
      'auth',
      'users',
      'poets',
      'poems',
      'themes',
      'tags',
      'audios',
      'singers',
      'difficult-words',
      'trash',
    ]) {
      expect(resources, `no write route for ${resource}`).toContain(resource);
    }
    expect(writes.length).toBeGreaterThanOrEqual(30);
  });

  it('opens to the public exactly the reviewed writes', () => {
    const publicWrites = apiRoutes()
      .filter((r) => !READS.has(r.method) && r.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(new Set(publicWrites)).toEqual(PUBLIC_WRITES);
  });

  it('refuses every protected route without a token (401) and a reader on admin routes (403)', async () => {
    const protectedRoutes = apiRoutes().filter((r) => r.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      const url = concrete(route.url);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const anonymous = await ctx.app.inject({ method, url, payload: {} });
      if (anonymous.statusCode !== 401)
        failures.push(`${route.method} ${route.url} anonymous → ${anonymous.statusCode}`);
      else
        expect(anonymous.json()).toMatchObject({
          status: 401,
          error: 'Unauthorized',
          code: 'authentication_required',
        });
      if (route.access !== 'admin') continue;
      const reader = await ctx.app.inject({ method, url, payload: {}, headers: ctx.asReader });
      if (reader.statusCode !== 403)
        failures.push(`${route.method} ${route.url} reader → ${reader.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('treats an expired or forged token as no token on protected routes', async () => {
    const forged = ctx.admin.token.slice(0, -4) + 'AAAA';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      payload: { name: 'x' },
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid token');
  });
});
