import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../src/server/db/schema';
import type { LightMyRequestResponse as Response } from 'fastify';
import { hashRefreshToken } from '../../src/server/auth/refresh-token';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  // Every inject comes from one address: keep the login limit out of the way here.
  ctx = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const login = (username: string, password = TEST_PASSWORD) =>
  post('/api/auth/login', { username, password });
const me = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

const awa = {
  email: 'Awa.Ndiaye@Example.test',
  password: 'xalam-bu-rafet',
  firstName: 'Awa',
  lastName: 'Ndiaye',
};

describe('POST /api/auth/register', () => {
  it('creates a reader, answers tokens and the user, and stores an argon2id hash', async () => {
    const res = await post('/api/auth/register', awa);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'awa.ndiaye@example.test',
      username: 'awa.ndiaye',
      displayName: 'Awa Ndiaye',
      firstName: 'Awa',
      lastName: 'Ndiaye',
      role: 'USER',
      provider: 'local',
      photoURL: null,
    });
    expect(res.body).not.toContain('passwordHash');
    // The refresh token is only in the HttpOnly cookie, never in a body a script reads.
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'user']);
    const cookie = res.cookies.find((c) => c.name === 'taalif_refresh')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain(cookie.value);
    expect((await me(body.accessToken)).json().id).toBe(body.user.id);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // Only the SHA-256 of the refresh token is stored.
    const tokens = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, body.user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens[0]!.tokenHash).toBe(hashRefreshToken(cookie.value));
  });

  it('makes the username unique with a number', async () => {
    const res = await post('/api/auth/register', { ...awa, email: 'awa.ndiaye+poems@other.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.username).toBe('awa.ndiaye2');
  });

  it('refuses an email already registered, whatever its case, with 409 on email', async () => {
    const res = await post('/api/auth/register', { ...awa, email: 'AWA.NDIAYE@example.TEST' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 409,
      error: 'Conflict',
      code: 'already_exists',
      fields: { email: expect.any(String) },
    });
  });

  it('answers 400 with a message per invalid field', async () => {
    const res = await post('/api/auth/register', {
      email: 'not-an-email',
      password: 'short',
      firstName: ' ',
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields.email).toBe('Email must be a valid address');
    expect(fields.password).toBe('Password must have at least 8 characters');
    expect(fields.firstName).toBe('First name is required');
    expect(fields.lastName).toBeDefined();
  });

  it('refuses addresses in the reserved .invalid TLD (provider accounts without email) with 400 on email', async () => {
    for (const email of [
      '12345@google.invalid',
      '12345@Facebook.INVALID',
      'someone@deep.sub.invalid',
    ]) {
      const res = await post('/api/auth/register', { ...awa, email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().fields).toEqual({ email: 'This email address cannot be registered' });
    }
    // A bare `invalid` domain is not even an address.
    const bare = await post('/api/auth/register', { ...awa, email: 'someone@invalid' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields.email).toBeDefined();
    // Reported with the other field errors.
    const both = await post('/api/auth/register', {
      ...awa,
      email: 'x@google.invalid',
      password: 'short',
    });
    expect(Object.keys(both.json().fields).sort()).toEqual(['email', 'password']);
    // Nothing was created; lookalike domains are fine.
    const rows = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, '12345@google.invalid'));
    expect(rows).toHaveLength(0);
    const lookalike = await post('/api/auth/register', {
      ...awa,
      email: 'awa@invalid.example.test',
    });
    expect(lookalike.statusCode).toBe(201);
    // Administrators cannot create such a password account either.
    const byAdmin = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: ctx.asAdmin,
      payload: { ...awa, email: '777@google.invalid' },
    });
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json().fields.email).toBeDefined();
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username and by email with the same answer', async () => {
    const byName = await login('awa.ndiaye', awa.password);
    const byEmail = await login('AWA.NDIAYE@example.test', awa.password);
    expect(byName.statusCode).toBe(200);
    expect(byEmail.statusCode).toBe(200);
    const body = byName.json();
    expect(Object.keys(body).sort()).toEqual(
      ['displayName', 'email', 'role', 'token', 'userId', 'username'].sort(),
    );
    expect(body).toMatchObject({
      username: 'awa.ndiaye',
      email: 'awa.ndiaye@example.test',
      displayName: 'Awa Ndiaye',
      role: 'USER',
    });
    expect(byEmail.json().userId).toBe(body.userId);
    const cookieOf = (res: Response) => res.cookies.find((c) => c.name === 'taalif_refresh')!.value;
    expect(cookieOf(byEmail)).not.toBe(cookieOf(byName));
  });

  it('accepts hashes made with the default argon2 options (the seeded administrator)', async () => {
    const res = await login('admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: ctx.admin.id, role: 'ADMIN' });
  });

  it('answers the same 401 for a wrong password, an unknown user and a password-less account', async () => {
    await ctx.database.db.insert(users).values({
      id: '01900000-0000-7000-8000-0000000000aa',
      email: 'social@example.test',
      username: 'social',
      displayName: 'Social Only',
      provider: 'google',
      providerSubject: 'g-1',
    });
    for (const [username, password] of [
      ['awa.ndiaye', 'wrong-password'],
      ['nobody-here', 'whatever-password'],
      ['social', 'whatever-password'],
    ] as const) {
      const res = await login(username, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        error: 'Unauthorized',
        code: 'invalid_credentials',
        message: 'Invalid username or password',
      });
    }
  });

  it('opens no session when the password changed between its check and the session (a link or reset won)', async () => {
    const { user } = (
      await post('/api/auth/register', { ...awa, email: 'racer@example.test' })
    ).json();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const checked = row!.passwordHash!;
    const sessions = ctx.app.sessionsRepository;
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect(await sessions.startWithPassword(user.id, checked, 60)).toBeUndefined();
    await ctx.database.db.update(users).set({ passwordHash: checked }).where(eq(users.id, user.id));
    expect(await sessions.startWithPassword(user.id, checked, 60)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      await sessions.startWithPassword('01900000-0000-7000-8000-0000000000ff', checked, 60),
    ).toBeUndefined();
  });

  it('answers 400 when a field is missing', async () => {
    const res = await post('/api/auth/login', { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.username).toBe('Username is required');
  });
});

describe('GET /api/auth/me', () => {
  it('answers the user as stored, without secrets', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: ctx.asReader });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ctx.reader.id,
      username: 'reader',
      role: 'USER',
      provider: 'local',
    });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('answers 401 without a token, with a bad token and for a deleted user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('not.a.jwt')).statusCode).toBe(401);
    const gone = (await post('/api/auth/register', { ...awa, email: 'gone@example.test' })).json();
    await ctx.database.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await me(gone.accessToken)).statusCode).toBe(401);
  });
});

describe('the refresh cookie: POST /api/auth/refresh and /logout', () => {
  /** The `taalif_refresh` cookie an answer sets, if any. */
  const refreshCookie = (res: Response) => res.cookies.find((c) => c.name === 'taalif_refresh');
  const tokenOf = (res: Response) => refreshCookie(res)!.value;
  /** A browser's same-origin call, carrying the cookie (none when `token` is undefined). */
  const sendCookie = (url: string, token?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'sec-fetch-site': 'same-origin', ...headers },
      ...(token !== undefined && { cookies: { taalif_refresh: token } }),
    });
  const refresh = (token?: string, headers?: Record<string, string>) =>
    sendCookie('/api/auth/refresh', token, headers);
  const logout = (token?: string) => sendCookie('/api/auth/logout', token);

  it('is set at sign-in: HttpOnly, SameSite=Strict, on the auth path only, for the browser session; stored as a hash', async () => {
    const res = await login('awa.ndiaye', awa.password);
    const cookie = refreshCookie(res)!;
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No Max-Age nor Expires: it ends with the browser, like the tab's access token.
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    // Not Secure over plain HTTP (a local install), Secure below when published over HTTPS.
    expect(cookie.secure).toBeUndefined();
    const rows = await ctx.database.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(cookie.value)));
    expect(rows).toHaveLength(1);
    const stored = await ctx.database.db.select({ h: refreshTokens.tokenHash }).from(refreshTokens);
    expect(stored.some((r) => r.h === cookie.value)).toBe(false);
    // Register and the refresh set it too.
    const registered = await post('/api/auth/register', { ...awa, email: 'cookie@example.test' });
    expect(refreshCookie(registered)?.httpOnly).toBe(true);
  });

  it('rotates on every use: a new access token and a new cookie, and the old one is spent', async () => {
    const first = await login('awa.ndiaye', awa.password);
    const res = await refresh(tokenOf(first));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: first.json().userId,
      username: 'awa.ndiaye',
      role: 'USER',
    });
    expect(refreshCookie(res)).toMatchObject({
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect(tokenOf(res)).not.toBe(tokenOf(first));
    expect((await me(res.json().token)).statusCode).toBe(200);
    const third = await refresh(tokenOf(res));
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back, and clears the cookie', async () => {
    const first = await login('awa.ndiaye', awa.password);
    const second = await refresh(tokenOf(first));
    const reuse = await refresh(tokenOf(first));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({
      code: 'invalid_refresh_token',
      message: 'Invalid refresh token',
    });
    expect(refreshCookie(reuse)).toMatchObject({ value: '', path: '/api/auth' });
    // The newest token of that family is dead too ...
    expect((await refresh(tokenOf(second))).statusCode).toBe(401);
    // ... but another sign-in of the same user is untouched.
    const other = await login('awa.ndiaye', awa.password);
    expect((await refresh(tokenOf(other))).statusCode).toBe(200);
  });

  it('answers refreshes racing with one token: one rotates, the others are reuses (401, never 500)', async () => {
    const first = await login('awa.ndiaye', awa.password);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(tokenOf(first))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a missing, unknown or expired cookie with 401', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('invalid_refresh_token');
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const session = await login('reader');
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(refreshTokens.userId, ctx.reader.id));
    const res = await refresh(tokenOf(session));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_expired', message: 'Refresh token expired' });
  });

  it('refuses a request another site started (403) and leaves the token alive', async () => {
    const session = await login('awa.ndiaye', awa.password);
    for (const site of ['cross-site', 'same-site']) {
      const res = await refresh(tokenOf(session), { 'sec-fetch-site': site });
      expect(res.statusCode).toBe(403);
      expect(refreshCookie(res)).toBeUndefined();
      expect((await logout(tokenOf(session))).statusCode).toBe(204);
    }
    // The last logout above was same-origin: that one signed out.
    expect((await refresh(tokenOf(session))).statusCode).toBe(401);
    const again = await login('awa.ndiaye', awa.password);
    expect(
      (await sendCookie('/api/auth/logout', tokenOf(again), { 'sec-fetch-site': 'cross-site' }))
        .statusCode,
    ).toBe(403);
    expect((await refresh(tokenOf(again))).statusCode).toBe(200);
  });

  it('puts the current role in the refreshed access token', async () => {
    const session = await post('/api/auth/register', { ...awa, email: 'promoted@example.test' });
    await ctx.database.db
      .update(users)
      .set({ role: 'ADMIN' })
      .where(eq(users.id, session.json().user.id));
    const res = await refresh(tokenOf(session));
    expect(res.json().role).toBe('ADMIN');
  });

  it('logs out: 204, the whole sign-in revoked and the cookie cleared', async () => {
    const session = await login('awa.ndiaye', awa.password);
    const rotated = await refresh(tokenOf(session));
    const res = await logout(tokenOf(rotated));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(refreshCookie(res)).toMatchObject({ value: '', path: '/api/auth' });
    expect(new Date(refreshCookie(res)!.expires!).getTime()).toBeLessThan(Date.now());
    expect((await refresh(tokenOf(rotated))).statusCode).toBe(401);
    // Unknown or missing cookies sign out quietly.
    expect((await logout('unknown')).statusCode).toBe(204);
    expect((await logout()).statusCode).toBe(204);
  });

  it('is Secure when the app is published over HTTPS', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://taalif.example' } });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'reader', password: TEST_PASSWORD },
      });
      expect(refreshCookie(res)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await https.close();
    }
  });
});

describe('rate limiting of sign-in', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => limited?.close());

  it('answers 429 with Retry-After after AUTH_RATE_LIMIT_MAX attempts', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: 'nope-nope' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({
      status: 429,
      error: 'Too Many Requests',
      code: 'rate_limited',
      message: expect.stringMatching(/try again/),
    });
    // Register shares the limit's rules (its own counter).
    const register = () =>
      limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(400);
    expect((await register()).statusCode).toBe(429);
    // So do the refresh cookie's routes.
    const refresh = () => limited.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    for (let i = 0; i < 3; i++) expect((await refresh()).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(429);
    const logout = () => limited.app.inject({ method: 'POST', url: '/api/auth/logout' });
    for (let i = 0; i < 3; i++) expect((await logout()).statusCode).toBe(204);
    expect((await logout()).statusCode).toBe(429);
  });
});
