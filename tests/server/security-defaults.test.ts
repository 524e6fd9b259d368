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
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
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
    expect(res.json()).toMatchObject({ status: 413, error: 'Payload Too Large' });
  });

  it('answers 400 without internals for malformed JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, error: 'Bad Request' });
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
  it('answers a bare 500 with no stack trace or SQL when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/poems' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side',
    });
    await broken.app.close();
  });
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
