import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../src/server/db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = ctx.asAdmin,
) => ctx.app.inject({ method, url, payload, headers });
const newUser = (email: string, extra: object = {}) =>
  call('POST', '/api/users', {
    email,
    password: 'baat-bu-wóor',
    firstName: 'Moussa',
    lastName: 'Diop',
    ...extra,
  });
const MISSING = '01900000-0000-7000-8000-000000000000';

describe('access to /api/users', () => {
  it('is admin-only, reads included', async () => {
    const id = ctx.reader.id;
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/api/users'],
      ['GET', `/api/users/${id}`],
      [
        'POST',
        '/api/users',
        { email: 'x@example.test', password: 'password-1', firstName: 'X', lastName: 'Y' },
      ],
      ['PUT', `/api/users/${id}`, { firstName: 'Z' }],
      ['DELETE', `/api/users/${id}`],
      ['PUT', `/api/users/${id}/role`, { role: 'ADMIN' }],
      ['PUT', `/api/users/${id}/reset-password`, { password: 'password-2' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, {})).statusCode, `${method} ${url} anonymous`).toBe(
        401,
      );
      expect(
        (await call(method, url, payload, ctx.asReader)).statusCode,
        `${method} ${url} reader`,
      ).toBe(403);
    }
    expect(
      ctx.app.routeTable.filter((r) => r.url.startsWith('/api/users') && r.method !== 'HEAD'),
    ).toSatisfy(
      (rows: Array<{ access: string }>) =>
        rows.length === 7 && rows.every((r) => r.access === 'admin'),
    );
  });
});

describe('GET /api/users', () => {
  it('answers a page of users without secrets', async () => {
    const res = await call('GET', '/api/users?size=1&sort=username,asc');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalElements: 2, totalPages: 2, size: 1, number: 0 });
    expect(page.content[0]).toMatchObject({
      username: 'admin',
      role: 'ADMIN',
      email: 'admin@example.test',
    });
    expect(res.body).not.toMatch(/passwordHash|argon2/);
    const second = (await call('GET', '/api/users?size=1&page=1&sort=username,asc')).json();
    expect(second.content[0].username).toBe('reader');
  });

  it('sorts by email descending and searches email, username and display name', async () => {
    await newUser('fatou.sall@example.test', { firstName: 'Fatou', lastName: 'Sall' });
    const byEmail = (await call('GET', '/api/users?sort=email,desc')).json();
    expect(byEmail.content.map((u: { email: string }) => u.email)).toEqual([
      'reader@example.test',
      'fatou.sall@example.test',
      'admin@example.test',
    ]);
    const byName = (await call('GET', '/api/users?q=SALL')).json();
    expect(byName.content.map((u: { username: string }) => u.username)).toEqual(['fatou.sall']);
    expect((await call('GET', '/api/users?q=reader')).json().totalElements).toBe(1);
    // LIKE wildcards are searched literally.
    expect((await call('GET', '/api/users?q=%25')).json().totalElements).toBe(0);
  });

  it('refuses an unknown sort field and a bad page', async () => {
    const res = await call('GET', '/api/users?sort=passwordHash,asc');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.sort).toMatch(/createdAt, email, username/);
    expect((await call('GET', '/api/users?page=-1')).json().fields.page).toBeDefined();
  });
});

describe('GET /api/users/:id', () => {
  it('answers one user, 404 when missing, 400 for a bad id', async () => {
    expect((await call('GET', `/api/users/${ctx.reader.id}`)).json()).toMatchObject({
      id: ctx.reader.id,
      username: 'reader',
    });
    const missing = await call('GET', `/api/users/${MISSING}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      error: 'Not Found',
      code: 'not_found',
      message: 'User not found',
    });
    expect((await call('GET', '/api/users/nope')).json().fields.id).toBe('Must be a valid id');
  });
});

describe('POST /api/users', () => {
  it('creates a user who can sign in, and audits it', async () => {
    const res = await newUser('Editor@Example.test', { role: 'ADMIN' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: 'editor@example.test',
      username: 'editor',
      displayName: 'Moussa Diop',
      role: 'ADMIN',
      provider: 'local',
    });
    const login = await call(
      'POST',
      '/api/auth/login',
      { username: 'editor', password: 'baat-bu-wóor' },
      {},
    );
    expect(login.json()).toMatchObject({ userId: created.id, role: 'ADMIN' });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.id));
    expect(audit[0]).toMatchObject({ action: 'POST /api/users', actorId: ctx.admin.id });
    expect(JSON.stringify(audit[0]!.detail)).not.toContain('baat');
  });

  it('answers 409 for a taken email and 400 per invalid field', async () => {
    const dup = await newUser('READER@example.test');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields.email).toBeDefined();
    const bad = await call('POST', '/api/users', {
      email: 'nope',
      password: '123',
      firstName: 'A',
      lastName: 'B',
      role: 'ROOT',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      email: 'Email must be a valid address',
      password: 'Password must have at least 8 characters',
      role: 'Role must be ADMIN or USER',
    });
  });
});

describe('PUT /api/users/:id', () => {
  it('edits names and photo only', async () => {
    const user = (await newUser('edit.me@example.test')).json();
    const res = await call('PUT', `/api/users/${user.id}`, {
      displayName: 'Serigne Moussa',
      photoURL: '/img/m.png',
      role: 'ADMIN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      displayName: 'Serigne Moussa',
      photoURL: '/img/m.png',
      firstName: 'Moussa',
      role: 'USER',
    });
    expect(
      (await call('PUT', `/api/users/${user.id}`, { firstName: '' })).json().fields.firstName,
    ).toBe('First name is required');
    expect((await call('PUT', `/api/users/${MISSING}`, { firstName: 'A' })).statusCode).toBe(404);
  });
});

describe('roles and deletion', () => {
  it('keeps the last administrator: no demotion, no deletion of oneself', async () => {
    // Demote every other administrator (earlier tests may have made some), so one is left.
    const everyone = (await call('GET', '/api/users?size=100')).json().content as {
      id: string;
      role: string;
    }[];
    for (const other of everyone.filter((u) => u.role === 'ADMIN' && u.id !== ctx.admin.id)) {
      expect((await call('PUT', `/api/users/${other.id}/role`, { role: 'USER' })).json().role).toBe(
        'USER',
      );
    }
    const last = await call('PUT', `/api/users/${ctx.admin.id}/role`, { role: 'USER' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('The last administrator cannot be demoted');
    const self = await call('DELETE', `/api/users/${ctx.admin.id}`);
    expect(self.statusCode).toBe(409);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, ctx.admin.id), eq(users.role, 'ADMIN')));
    expect(row).toBeDefined();
  });

  it('lets an administrator delete another while one remains, then keeps the last one', async () => {
    // A second administrator, signed in, removes the first one.
    const other = (await newUser('second.admin@example.test', { role: 'ADMIN' })).json();
    const session = (
      await call(
        'POST',
        '/api/auth/login',
        { username: 'second.admin', password: 'baat-bu-wóor' },
        {},
      )
    ).json();
    const asOther = { authorization: `Bearer ${session.token}` };
    expect(
      (await call('DELETE', `/api/users/${ctx.admin.id}`, undefined, asOther)).statusCode,
    ).toBe(204);
    // "other" is now the last administrator: they cannot step down.
    expect(
      (await call('PUT', `/api/users/${other.id}/role`, { role: 'USER' }, asOther)).statusCode,
    ).toBe(409);
    // Put the original admin back for the next tests.
    await ctx.database.db.insert(users).values({
      id: ctx.admin.id,
      email: ctx.admin.email,
      username: 'admin',
      displayName: 'admin',
      role: 'ADMIN',
      passwordHash: (
        await ctx.database.db.select().from(users).where(eq(users.id, ctx.reader.id))
      )[0]!.passwordHash,
    });
    expect((await call('PUT', `/api/users/${other.id}/role`, { role: 'USER' })).json().role).toBe(
      'USER',
    );
  });

  it('deletes a user (204, then 404) and validates the role', async () => {
    const user = (await newUser('short.lived@example.test')).json();
    expect((await call('DELETE', `/api/users/${user.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/users/${user.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/users/${user.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/users/${ctx.reader.id}/role`, { role: 'admin' })).json().fields.role,
    ).toBe('Role must be ADMIN or USER');
    expect((await call('PUT', `/api/users/${MISSING}/role`, { role: 'USER' })).statusCode).toBe(
      404,
    );
  });
});

describe('PUT /api/users/:id/reset-password', () => {
  it('sets the password and signs the user out everywhere: every refresh cookie dies', async () => {
    const signIn = () =>
      call('POST', '/api/auth/login', { username: 'reader', password: TEST_PASSWORD }, {});
    const cookieOf = (res: Awaited<ReturnType<typeof call>>) =>
      res.cookies.find((c) => c.name === 'taalif_refresh')!.value;
    const refresh = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { taalif_refresh: token },
      });
    // Two browsers; one of them has already rotated its cookie.
    const phone = cookieOf(await signIn());
    const laptop = await refresh(cookieOf(await signIn()));
    expect(laptop.statusCode).toBe(200);
    const res = await call('PUT', `/api/users/${ctx.reader.id}/reset-password`, {
      password: 'a-new-password',
    });
    expect(res.statusCode).toBe(204);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await refresh(cookieOf(laptop))).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', { username: 'reader', password: TEST_PASSWORD }, {}))
        .statusCode,
    ).toBe(401);
    const fresh = await call(
      'POST',
      '/api/auth/login',
      { username: 'reader', password: 'a-new-password' },
      {},
    );
    expect(fresh.statusCode).toBe(200);
    expect((await refresh(cookieOf(fresh))).statusCode).toBe(200);
  });

  it('validates the password and answers 404 for a missing user', async () => {
    const short = await call('PUT', `/api/users/${ctx.reader.id}/reset-password`, {
      password: 'short',
    });
    expect(short.json().fields.password).toBe('Password must have at least 8 characters');
    expect(
      (await call('PUT', `/api/users/${MISSING}/reset-password`, { password: 'long-enough' }))
        .statusCode,
    ).toBe(404);
  });
});
