import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../src/server/db/schema';
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
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
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
    expect(tokens[0]!.tokenHash).not.toContain(body.refreshToken);
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
      ['displayName', 'email', 'refreshToken', 'role', 'token', 'userId', 'username'].sort(),
    );
    expect(body).toMatchObject({
      username: 'awa.ndiaye',
      email: 'awa.ndiaye@example.test',
      displayName: 'Awa Ndiaye',
      role: 'USER',
    });
    expect(byEmail.json().userId).toBe(body.userId);
    expect(byEmail.json().refreshToken).not.toBe(body.refreshToken);
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

describe('POST /api/auth/refresh and /logout', () => {
  const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });

  it('rotates: a new pair, and the old refresh token is spent', async () => {
    const first = (await login('awa.ndiaye', awa.password)).json();
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second).toMatchObject({ userId: first.userId, username: 'awa.ndiaye', role: 'USER' });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.token)).statusCode).toBe(200);
    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back', async () => {
    const first = (await login('awa.ndiaye', awa.password)).json();
    const second = (await refresh(first.refreshToken)).json();
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Invalid refresh token');
    // The newest token of that family is dead too ...
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    // ... but another sign-in of the same user is untouched.
    const other = (await login('awa.ndiaye', awa.password)).json();
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers refreshes racing with one token: one rotates, the others are reuses (401, never 500)', async () => {
    const first = (await login('awa.ndiaye', awa.password)).json();
    const answers = await Promise.all([1, 2, 3].map(() => refresh(first.refreshToken)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const session = (await login('reader')).json();
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(refreshTokens.userId, ctx.reader.id));
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Refresh token expired');
    expect((await refresh('')).statusCode).toBe(400);
  });

  it('puts the current role in the refreshed access token', async () => {
    const session = (
      await post('/api/auth/register', { ...awa, email: 'promoted@example.test' })
    ).json();
    await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, session.user.id));
    const res = await refresh(session.refreshToken);
    expect(res.json().role).toBe('ADMIN');
  });

  it('logs out: 204, and the refresh token stops working', async () => {
    const session = (await login('awa.ndiaye', awa.password)).json();
    const res = await post('/api/auth/logout', { refreshToken: session.refreshToken });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    // Unknown tokens sign out quietly; a missing one is a validation error.
    expect((await post('/api/auth/logout', { refreshToken: 'unknown' })).statusCode).toBe(204);
    expect((await post('/api/auth/logout', {})).json().fields.refreshToken).toBeDefined();
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
  });
});
