/** Security defaults that hold for every route: headers, CORS, body limits, error hygiene, audit. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { auditLog } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ env: { ALLOWED_ORIGINS: 'https://app.taalif.test' } });
});
afterAll(async () => ctx?.close());

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    // Outside /api the app's pages: the full policy.
    const res = await ctx.app.inject({ method: 'GET', url: '/poems' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('gives API answers a short policy and only the headers that matter to them', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    for (const name of ['x-frame-options', 'x-dns-prefetch-control', 'x-xss-protection']) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('gives the same short set to an API URL that matches no route, and to early answers', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    const poets = await ctx.app.inject({ method: 'GET', url: '/api/poets' });
    const notModified = await ctx.app.inject({
      method: 'GET',
      url: '/api/poets',
      headers: { 'if-none-match': String(poets.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    for (const res of [missing, poets, notModified]) {
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      for (const name of ['x-frame-options', 'x-dns-prefetch-control', 'origin-agent-cluster']) {
        expect(res.headers[name], name).toBeUndefined();
      }
    }
  });
});

describe('CORS', () => {
  it('allows a configured origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://app.taalif.test' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://app.taalif.test');
  });

  it('does not allow any other origin', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('request hygiene', () => {
  it('answers 413 in the error shape for an oversized JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 413,
      error: 'Payload Too Large',
      code: 'body_too_large',
    });
  });

  it('answers 400 without internals for malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      error: 'Bad Request',
      code: 'malformed_request',
    });
    expect(res.body).not.toMatch(/\bat .+\.(js|ts):\d+/);
  });

  it('answers per-field messages for an invalid body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/difficult-words',
      headers: ctx.asAdmin,
      payload: { word: '   ', explanation: 12 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields.word).toBe('Word is required');
    expect(body.fields.definition).toBe('Definition is required');
    expect(body.fields.explanation).toBeDefined();
  });
});

describe('unexpected failures', () => {
  it(
    'answers a bare 500 with no stack trace or SQL when the database is gone',
    { timeout: 120_000 },
    async () => {
      const broken = await createTestApp();
      await broken.database.close();
      const res = await broken.app.inject({ method: 'GET', url: '/api/poems' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 500,
        error: 'Internal Server Error',
        code: 'internal_error',
        message: 'Something went wrong on our side',
      });
      await broken.app.close();
    },
  );
});

describe('audit log', () => {
  it('records who changed what for an administrator write', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: ctx.asAdmin,
      payload: { name: 'audit-probe' },
    });
    expect(res.statusCode).toBe(201);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: ctx.admin.id,
      action: 'POST /api/tags',
      entity: 'tags',
      entityId: res.json().id,
    });
  });

  it('records nothing for a refused write', async () => {
    const before = await ctx.database.db.select().from(auditLog);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: ctx.asReader,
      payload: { name: 'no' },
    });
    expect(await ctx.database.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe('text no column can hold', () => {
  it.each([
    ['a JSON body', 'POST', '/api/auth/login', { username: 'a\u0000b', password: 'x' }, 'username'],
    ['a query string', 'GET', '/api/difficult-words/search?word=a%00b', undefined, 'word'],
    ['a nested field', 'POST', '/api/themes', { name: { fr: 'x\u0000' } }, 'name.fr'],
  ])(
    'refuses a NUL character in %s with 400 naming the field',
    async (_, method, url, payload, field) => {
      const res = await ctx.app.inject({
        method: method as 'GET' | 'POST',
        url,
        payload,
        headers: ctx.asAdmin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: 'Must not contain a NUL character' });
    },
  );

  it('refuses a script URL as a poem source', async () => {
    const poet = await ctx.app.inject({
      method: 'POST',
      url: '/api/poets',
      headers: ctx.asAdmin,
      payload: { name: 'Source probe', status: 'active' },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/poems',
      headers: ctx.asAdmin,
      payload: {
        title: 'x',
        content: 'y',
        poetId: poet.json().id,
        sourceUrl: 'javascript:alert(1)',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sourceUrl).toBe('Must be an http(s) URL');
  });
});

describe('accounts behind a token', () => {
  const newUser = async (role: 'ADMIN' | 'USER', name: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: ctx.asAdmin,
      payload: {
        email: `${name}@example.test`,
        password: 'a long password',
        firstName: name,
        lastName: 'T',
        role,
      },
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    const { token } = await ctx.app.tokens.signAccess({
      id: user.id,
      role,
      email: user.email,
      username: user.username,
    });
    return { id: user.id as string, headers: { authorization: `Bearer ${token}` } };
  };
  const createTag = (headers: Record<string, string>, name: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/tags', headers, payload: { name } });

  it('takes the role from the database: a demoted administrator is refused at once', async () => {
    const editor = await newUser('ADMIN', 'editor');
    expect((await createTag(editor.headers, 'before-demotion')).statusCode).toBe(201);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${editor.id}/role`,
      headers: ctx.asAdmin,
      payload: { role: 'USER' },
    });
    expect((await createTag(editor.headers, 'after-demotion')).statusCode).toBe(403);
  });

  it('refuses the token of a deleted account', async () => {
    const gone = await newUser('ADMIN', 'gone');
    await ctx.app.inject({ method: 'DELETE', url: `/api/users/${gone.id}`, headers: ctx.asAdmin });
    const res = await createTag(gone.headers, 'ghost');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This account no longer exists');
  });

  it('marks private answers no-store and leaves public reads cacheable', async () => {
    const users = await ctx.app.inject({ method: 'GET', url: '/api/users', headers: ctx.asAdmin });
    expect(users.headers['cache-control']).toBe('no-store');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: ctx.asReader });
    expect(me.headers['cache-control']).toBe('no-store');
    // Public reads may be cached, and are revalidated with their feed ETag (public-cache.ts).
    const poems = await ctx.app.inject({ method: 'GET', url: '/api/poems' });
    expect(poems.headers['cache-control']).toBe('no-cache');
    expect(poems.headers.etag).toMatch(/^W\//);
  });
});
