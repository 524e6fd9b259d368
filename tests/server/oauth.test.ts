/**
 * Social sign-in end to end against a real OAuth2 server (oauth2-mock-server): the app
 * listens on 127.0.0.1 and the test plays the browser, following each redirect by hand
 * and carrying the `taalif_oauth` binding cookie from the start to the callback.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oauthStates, users } from '../../src/server/db/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/test-app';
import { freePort, oauthMockEnv, startOAuthMock, type OAuthMock } from '../helpers/oauth-mock';

const ALLOWED = 'http://127.0.0.1:5999/oauth2/redirect';
let ctx: TestApp;
let mock: OAuthMock;
let base: string;

beforeAll(async () => {
  mock = await startOAuthMock();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({
    env: {
      ...oauthMockEnv(mock.url),
      PUBLIC_URL: base,
      OAUTH_REDIRECT_ALLOWLIST: ALLOWED,
      // Every inject comes from one address: keep the sign-in limit out of the way here.
      AUTH_RATE_LIMIT_MAX: '1000',
    },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});

const COOKIE = 'taalif_oauth';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Asks the app where to send the browser; answers the provider URL and the cookie it set. */
async function start(provider = 'google', redirectUri = ALLOWED) {
  const res = await fetch(
    `${base}/api/auth/oauth2/${provider}?redirectUri=${encodeURIComponent(redirectUri)}`,
  );
  const setCookie = res.headers.get('set-cookie');
  return {
    status: res.status,
    body: (await res.json()) as { url: string; fields?: Record<string, string> },
    setCookie,
    /** What the browser sends back: `name=value` of the cookie set, if any. */
    cookie: setCookie?.split(';')[0],
  };
}

/** The provider's redirect back to our callback (the mock signs in at once). */
async function authorize(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** The browser arriving at our callback, with `cookie` if it holds one. */
async function callback(url: string, cookie?: string) {
  const res = await fetch(url, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  const location = res.headers.get('location');
  const fragment = new URLSearchParams(location ? new URL(location).hash.slice(1) : '');
  const refresh = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('taalif_refresh='))
    ?.split(';')[0]!
    .slice('taalif_refresh='.length);
  return {
    status: res.status,
    location,
    fragment,
    setCookie: res.headers.get('set-cookie'),
    /** The refresh token the sign-in set in its HttpOnly cookie. */
    refreshToken: refresh,
  };
}

/** The whole dance for one sign-in; `userinfo` is what the provider says about the user. */
async function signIn(userinfo: Record<string, unknown>) {
  mock.nextUserinfo(userinfo);
  const { body, cookie } = await start();
  return callback(await authorize(body.url), cookie);
}

const stateOf = (url: string) => new URL(url).searchParams.get('state')!;

const me = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const login = (username: string, password: string) =>
  post('/api/auth/login', { username, password });
const refresh = (refreshToken: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { taalif_refresh: refreshToken },
  });
/** The refresh token a sign-in or a refresh set in its cookie. */
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'taalif_refresh')!.value;

describe('GET /api/auth/oauth2/:provider', () => {
  it('answers an authorization URL with state and an S256 PKCE challenge, and stores the state', async () => {
    const { status, body } = await start();
    expect(status).toBe(200);
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${mock.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('taalif-google');
    expect(q.get('redirect_uri')).toBe(`${base}/api/auth/oauth2/callback/google`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [saved] = await ctx.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, q.get('state')!));
    expect(saved).toMatchObject({ provider: 'google', redirectUri: ALLOWED });
    expect(saved!.codeVerifier).not.toBe(q.get('code_challenge'));
    const ttl = new Date(saved!.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('binds the state to the browser with an HttpOnly, SameSite=Lax cookie holding its SHA-256', async () => {
    const { body, setCookie } = await start();
    const state = stateOf(body.url);
    expect(setCookie).toBe(
      `${COOKIE}=${sha256(state)}; Max-Age=600; Path=/api/auth/oauth2; HttpOnly; SameSite=Lax`,
    );
    // The state itself never rides in the cookie.
    expect(setCookie).not.toContain(state);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({
      env: {
        ...oauthMockEnv(mock.url),
        PUBLIC_URL: 'https://taalif.example',
        OAUTH_REDIRECT_ALLOWLIST: ALLOWED,
      },
    });
    try {
      const res = await secure.app.inject({
        method: 'GET',
        url: `/api/auth/oauth2/google?redirectUri=${encodeURIComponent(ALLOWED)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(
        /^taalif_oauth=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/api\/auth\/oauth2; HttpOnly; Secure; SameSite=Lax$/,
      );
    } finally {
      await secure.close();
    }
  });

  it('accepts only redirect URIs on the allow-list, exactly', async () => {
    for (const uri of [
      `${ALLOWED}.evil.test`,
      'https://evil.test/oauth2/redirect',
      `${ALLOWED}?x=1`,
    ]) {
      const { status, body } = await start('google', uri);
      expect(status, uri).toBe(400);
      expect(body.fields?.redirectUri).toBeDefined();
    }
  });

  it('answers 404 for a provider without credentials and 400 for an unknown one', async () => {
    const facebook = await start('facebook');
    expect(facebook.status).toBe(404);
    expect(facebook.body).toMatchObject({ message: 'Provider not configured' });
    expect((await start('github')).status).toBe(400);
  });
});

describe('GET /api/auth/providers', () => {
  it('lists only the providers with credentials, so the sign-in page hides the others', async () => {
    const res = await fetch(`${base}/api/auth/providers`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ providers: ['google'] });
  });
});

describe('the callback', () => {
  it('signs a new user in and hands the tokens to the app in the URL fragment', async () => {
    const result = await signIn({
      sub: 'google-100',
      email: 'Khadija.Fall@Gmail.test',
      email_verified: true,
      name: 'Khadija Fall',
      picture: 'https://images.test/khadija.png',
    });
    expect(result.status).toBe(302);
    expect(result.location!.startsWith(`${ALLOWED}#token=`)).toBe(true);
    // The binding cookie is spent.
    expect(result.setCookie).toMatch(/^taalif_oauth=; Max-Age=0; Path=\/api\/auth\/oauth2;/);
    const user = (await me(result.fragment.get('token')!)).json();
    expect(user).toMatchObject({
      email: 'khadija.fall@gmail.test',
      username: 'khadija.fall',
      displayName: 'Khadija Fall',
      role: 'USER',
      provider: 'google',
      photoURL: 'https://images.test/khadija.png',
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ providerSubject: 'google-100', passwordHash: null });
    // Only the access token rides in the fragment; the refresh token is an HttpOnly cookie.
    expect([...result.fragment.keys()]).toEqual(['token']);
    expect(result.setCookie).toMatch(
      /taalif_refresh=[\w-]{43}; Path=\/api\/auth; HttpOnly; SameSite=Strict/,
    );
    const refreshed = await refresh(result.refreshToken!);
    expect(refreshed.json()).toMatchObject({ userId: user.id, username: 'khadija.fall' });

    // The same provider account signs in to the same user, even with another email.
    const again = await signIn({
      sub: 'google-100',
      email: 'new.address@gmail.test',
      email_verified: true,
    });
    expect((await me(again.fragment.get('token')!)).json().id).toBe(user.id);
  });

  it('links an existing account by verified email, and refuses an unverified one', async () => {
    const unverified = await signIn({
      sub: 'google-200',
      email: 'reader@example.test',
      email_verified: false,
    });
    expect(unverified.location).toBe(`${ALLOWED}#error=email_not_verified`);
    const linked = await signIn({
      sub: 'google-200',
      email: 'READER@example.test',
      email_verified: true,
    });
    const user = (await me(linked.fragment.get('token')!)).json();
    expect(user).toMatchObject({ id: ctx.reader.id, provider: 'google' });
    // The unproven password is gone (see the pre-hijacking test below); Google signs in.
    expect((await login('reader', TEST_PASSWORD)).statusCode).toBe(401);
    const again = await signIn({ sub: 'google-200', email: 'reader@example.test' });
    expect((await me(again.fragment.get('token')!)).json().id).toBe(ctx.reader.id);
  });

  it("defeats account pre-hijacking: the link clears the squatter's password and sessions", async () => {
    // The attacker registers the victim's address first, with their own password ...
    const squat = await post('/api/auth/register', {
      email: 'victim@gmail.test',
      password: 'attacker-password',
      firstName: 'Eve',
      lastName: 'Squatter',
    });
    expect(squat.statusCode).toBe(201);
    const attacker = squat.json();
    const attackerLogin = await login('victim@gmail.test', 'attacker-password');
    expect(attackerLogin.statusCode).toBe(200);

    // ... later the victim signs in with Google, which vouches for the address.
    const victim = await signIn({
      sub: 'google-victim',
      email: 'Victim@Gmail.test',
      email_verified: true,
      name: 'The Victim',
    });
    expect(victim.location!.startsWith(`${ALLOWED}#token=`)).toBe(true);
    const victimUser = (await me(victim.fragment.get('token')!)).json();
    // Same account (same id), now Google's.
    expect(victimUser).toMatchObject({ id: attacker.user.id, provider: 'google' });

    // The attacker's password and every refresh token of theirs stop working.
    const again = await login('victim@gmail.test', 'attacker-password');
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid username or password');
    expect((await refresh(cookieOf(squat))).statusCode).toBe(401);
    expect((await refresh(cookieOf(attackerLogin))).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, attacker.user.id));
    expect(row).toMatchObject({ passwordHash: null, providerSubject: 'google-victim' });

    // The victim's tokens work, and the next Google sign-in revokes nothing.
    const rotated = await refresh(victim.refreshToken!);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().userId).toBe(attacker.user.id);
    const next = await signIn({ sub: 'google-victim', email: 'victim@gmail.test' });
    expect((await me(next.fragment.get('token')!)).json().id).toBe(attacker.user.id);
    expect((await refresh(cookieOf(rotated))).statusCode).toBe(200);
  });

  it('uses a state once: a replayed callback gets no tokens', async () => {
    mock.nextUserinfo({ sub: 'google-300', email: 'once@example.test' });
    const { body, cookie } = await start();
    const back = await authorize(body.url);
    expect((await callback(back, cookie)).fragment.get('token')).toBeTruthy();
    // Even with the (stale) cookie still in hand.
    const replay = await callback(back, cookie);
    expect(replay.status).toBe(400);
    expect(replay.location).toBeNull();
  });

  it('refuses a callback from another browser (login CSRF): no cookie or a wrong one gets no tokens', async () => {
    // The attacker starts a sign-in with their own provider account and slips the
    // callback URL to the victim, whose browser holds no cookie, or one of its own flow.
    mock.nextUserinfo({ sub: 'google-csrf', email: 'attacker@example.test' });
    const attacker = await start();
    const back = await authorize(attacker.body.url);
    const victimsOwn = await start();
    for (const cookie of [
      undefined,
      victimsOwn.cookie,
      `${COOKIE}=${sha256('some-other-state')}`,
      `${COOKIE}=`,
      `${COOKIE}=${stateOf(attacker.body.url)}`,
      `other_${COOKIE}=${sha256(stateOf(attacker.body.url))}`,
    ]) {
      const res = await callback(back, cookie);
      expect(res.status, String(cookie)).toBe(400);
      expect(res.location).toBeNull();
      expect(res.fragment.get('token')).toBeNull();
      expect(res.setCookie).toMatch(/^taalif_oauth=; Max-Age=0; Path=\/api\/auth\/oauth2;/);
    }
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'attacker@example.test'));
    expect(row).toBeUndefined();
    // The refused callbacks left the state alone: the browser that started it can finish.
    const own = await callback(back, attacker.cookie);
    expect(own.fragment.get('token')).toBeTruthy();
  });

  it('refuses a forged or missing state with 400', async () => {
    const forged = await callback(
      `${base}/api/auth/oauth2/callback/google?code=abc&state=forged`,
      `${COOKIE}=${sha256('forged')}`,
    );
    expect(forged.status).toBe(400);
    expect(forged.location).toBeNull();
    const { cookie } = await start();
    expect(
      (await callback(`${base}/api/auth/oauth2/callback/google?code=abc`, cookie)).status,
    ).toBe(400);
  });

  it('sends provider errors, expired states and a wrong provider back to the app as #error', async () => {
    const denied = await start();
    const res = await callback(
      `${base}/api/auth/oauth2/callback/google?error=access_denied&state=${stateOf(denied.body.url)}`,
      denied.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe(`${ALLOWED}#error=access_denied`);

    const expired = await start();
    await ctx.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(oauthStates.state, stateOf(expired.body.url)));
    expect((await callback(await authorize(expired.body.url), expired.cookie)).location).toBe(
      `${ALLOWED}#error=state_expired`,
    );

    const other = await start();
    const wrong = await callback(
      `${base}/api/auth/oauth2/callback/facebook?code=abc&state=${stateOf(other.body.url)}`,
      other.cookie,
    );
    expect(wrong.location).toBe(`${ALLOWED}#error=invalid_state`);
  });

  it('really uses PKCE: the provider refuses the code with another verifier', async () => {
    const { body, cookie } = await start();
    await ctx.database.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(64) })
      .where(eq(oauthStates.state, stateOf(body.url)));
    const res = await callback(await authorize(body.url), cookie);
    expect(res.location).toBe(`${ALLOWED}#error=token_exchange_failed`);
  });

  it('reports a failing userinfo endpoint without creating anyone', async () => {
    const before = (await ctx.database.db.select().from(users)).length;
    mock.nextUserinfo({ error: 'invalid_token' }, 401);
    const { body, cookie } = await start();
    const res = await callback(await authorize(body.url), cookie);
    expect(res.location).toBe(`${ALLOWED}#error=userinfo_failed`);
    expect((await ctx.database.db.select().from(users)).length).toBe(before);
  });
});
