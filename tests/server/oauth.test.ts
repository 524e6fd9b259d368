/**
 * Social sign-in end to end against a real OAuth2 server (oauth2-mock-server): the app
 * listens on 127.0.0.1 and the test plays the browser, following each redirect by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oauthStates, users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
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
    env: { ...oauthMockEnv(mock.url), PUBLIC_URL: base, OAUTH_REDIRECT_ALLOWLIST: ALLOWED },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx?.close();
  await mock?.close();
});

/** Asks the app where to send the browser; answers the provider URL. */
async function start(provider = 'google', redirectUri = ALLOWED) {
  const res = await fetch(
    `${base}/api/auth/oauth2/${provider}?redirectUri=${encodeURIComponent(redirectUri)}`,
  );
  return {
    status: res.status,
    body: (await res.json()) as { url: string; fields?: Record<string, string> },
  };
}

/** The provider's redirect back to our callback (the mock signs in at once). */
async function authorize(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

async function callback(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  const location = res.headers.get('location');
  const fragment = new URLSearchParams(location ? new URL(location).hash.slice(1) : '');
  return { status: res.status, location, fragment };
}

/** The whole dance for one sign-in; `userinfo` is what the provider says about the user. */
async function signIn(userinfo: Record<string, unknown>) {
  mock.nextUserinfo(userinfo);
  const { body } = await start();
  return callback(await authorize(body.url));
}

const me = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });

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
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: result.fragment.get('refreshToken') },
    });
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
    // The reader keeps their password.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'reader', password: 'correct horse battery staple' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('uses a state once: a replayed callback gets no tokens', async () => {
    mock.nextUserinfo({ sub: 'google-300', email: 'once@example.test' });
    const { body } = await start();
    const back = await authorize(body.url);
    expect((await callback(back)).fragment.get('token')).toBeTruthy();
    const replay = await callback(back);
    expect(replay.status).toBe(400);
    expect(replay.location).toBeNull();
  });

  it('refuses a forged or missing state with 400', async () => {
    const forged = await callback(`${base}/api/auth/oauth2/callback/google?code=abc&state=forged`);
    expect(forged.status).toBe(400);
    expect(forged.location).toBeNull();
    expect((await callback(`${base}/api/auth/oauth2/callback/google?code=abc`)).status).toBe(400);
  });

  it('sends provider errors, expired states and a wrong provider back to the app as #error', async () => {
    const denied = new URL((await start()).body.url).searchParams.get('state')!;
    const res = await callback(
      `${base}/api/auth/oauth2/callback/google?error=access_denied&state=${denied}`,
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe(`${ALLOWED}#error=access_denied`);

    const expired = (await start()).body.url;
    const state = new URL(expired).searchParams.get('state')!;
    await ctx.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(oauthStates.state, state));
    expect((await callback(await authorize(expired))).location).toBe(
      `${ALLOWED}#error=state_expired`,
    );

    const other = new URL((await start()).body.url).searchParams.get('state')!;
    const wrong = await callback(
      `${base}/api/auth/oauth2/callback/facebook?code=abc&state=${other}`,
    );
    expect(wrong.location).toBe(`${ALLOWED}#error=invalid_state`);
  });

  it('really uses PKCE: the provider refuses the code with another verifier', async () => {
    const { body } = await start();
    const state = new URL(body.url).searchParams.get('state')!;
    await ctx.database.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(64) })
      .where(eq(oauthStates.state, state));
    const res = await callback(await authorize(body.url));
    expect(res.location).toBe(`${ALLOWED}#error=token_exchange_failed`);
  });

  it('reports a failing userinfo endpoint without creating anyone', async () => {
    const before = (await ctx.database.db.select().from(users)).length;
    mock.nextUserinfo({ error: 'invalid_token' }, 401);
    const { body } = await start();
    const res = await callback(await authorize(body.url));
    expect(res.location).toBe(`${ALLOWED}#error=userinfo_failed`);
    expect((await ctx.database.db.select().from(users)).length).toBe(before);
  });
});
