/**
 * The client's authenticated API client (src/client/api/api-client.ts) against the real
 * server (app.inject behind a fetch, with one browser's cookie jar for the HttpOnly refresh
 * cookie), with stand-ins at the HTTP boundary only where the server cannot be made to
 * misbehave (a second 401 after a good refresh, no network).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/client/api/api-client';
import { ApiError } from '../../src/client/api/api-error';
import type { TokenStore } from '../../src/client/api/session-tokens';
import type { User } from '../../src/domain/schemas/user';
import { injectFetch } from '../helpers/inject-fetch';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/test-app';

const ORIGIN = 'http://taalif.test';

let t: TestApp;
let toServer: typeof fetch;
/** Every request that reached the HTTP boundary: "METHOD /path token". */
let sent: string[];
/** The browser's `taalif_refresh` cookie (scripts never see it; the browser sends and keeps it). */
let jar: string | null;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  const inject = injectFetch(t.app);
  toServer = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '-';
    sent.push(`${request.method} ${url.pathname} ${token}`);
    const body = request.body ? await request.text() : undefined;
    const headers = new Headers(request.headers);
    if (jar && url.pathname.startsWith('/api/auth')) headers.set('cookie', `taalif_refresh=${jar}`);
    const response = await inject(url.pathname + url.search, {
      method: request.method,
      headers,
      body,
    });
    const set = /taalif_refresh=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
    if (set) jar = set[1] || null;
    return response;
  };
});
afterAll(() => t.close());
beforeEach(() => {
  sent = [];
  jar = null;
});

function memoryTokens(access: string | null = null, signedIn = true) {
  const store: TokenStore & { a: string | null; s: boolean } = {
    a: access,
    s: signedIn,
    access: () => store.a,
    signedIn: () => store.s,
    save(next) {
      store.a = next;
      store.s = true;
    },
    clear() {
      store.a = null;
      store.s = false;
    },
  };
  return store;
}

const client = (tokens: TokenStore, fetchImpl: typeof fetch = (i, n) => toServer(i, n)) =>
  createApiClient({ fetch: fetchImpl, tokens, prefixUrl: `${ORIGIN}/api` });

/** A real session of the reader: an access token, and the refresh cookie in the jar. */
async function signIn() {
  const anonymous = client(memoryTokens()).anonymous;
  const session = await anonymous.post<{ token: string }>('auth/login', {
    json: { username: 'reader', password: TEST_PASSWORD },
    retry: 0,
  });
  sent = [];
  return session;
}

const caught = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('the authenticated API client', () => {
  it('adds the session token to each call', async () => {
    const { token } = await signIn();
    const me = await client(memoryTokens(token)).get<User>('auth/me');
    expect(me.username).toBe('reader');
    expect(sent).toEqual([`GET /api/auth/me ${token}`]);
  });

  it('on a 401, refreshes the session once and sends the call again with the new token', async () => {
    await signIn();
    const cookie = jar;
    const tokens = memoryTokens('expired-or-revoked');
    const api = client(tokens);
    const changes: string[] = [];
    api.onSessionChange((c) => changes.push(c.type));
    const me = await api.get<User>('auth/me');
    expect(me.username).toBe('reader');
    expect(tokens.a).not.toBe('expired-or-revoked');
    expect(jar).toMatch(/^[\w-]{43}$/);
    expect(jar).not.toBe(cookie); // rotated
    expect(sent).toEqual([
      'GET /api/auth/me expired-or-revoked',
      'POST /api/auth/refresh -',
      `GET /api/auth/me ${tokens.a}`,
    ]);
    expect(changes).toEqual(['refreshed']);
  });

  it('gives the error when the call is refused again after the refresh', async () => {
    await signIn();
    const tokens = memoryTokens('expired-or-revoked');
    const alwaysRefused: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.endsWith('/api/auth/me')) return toServer(request);
      sent.push('GET /api/auth/me (refused)');
      const body = {
        status: 401,
        error: 'Unauthorized',
        code: 'account_gone',
        message: 'Account disabled',
      };
      return new Response(JSON.stringify(body), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    };
    const error = await caught(client(tokens, alwaysRefused).get('auth/me'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'account_gone' });
    expect(sent).toEqual([
      'GET /api/auth/me (refused)',
      'POST /api/auth/refresh -',
      'GET /api/auth/me (refused)',
    ]);
  });

  it('shares one refresh between calls refused together', async () => {
    await signIn();
    const tokens = memoryTokens('expired-or-revoked');
    const api = client(tokens);
    const answers = await Promise.all([
      api.get<User>('auth/me'),
      api.get<User>('auth/me'),
      api.get<User>('auth/me'),
    ]);
    expect(answers.map((u) => u.username)).toEqual(['reader', 'reader', 'reader']);
    // A second refresh with the same token would have revoked the sign-in (reuse detection).
    expect(sent.filter((s) => s.startsWith('POST /api/auth/refresh'))).toHaveLength(1);
    expect(sent.filter((s) => s === `GET /api/auth/me ${tokens.a}`)).toHaveLength(3);
  });

  it('ends the session when the server refuses the refresh cookie, which it clears', async () => {
    jar = 'not-a-refresh-token';
    const tokens = memoryTokens('expired-or-revoked');
    const api = client(tokens);
    const changes: string[] = [];
    api.onSessionChange((c) => changes.push(c.type));
    const error = await caught(api.get('auth/me'));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect([tokens.a, tokens.s, jar]).toEqual([null, false, null]);
    expect(changes).toEqual(['ended']);
  });

  it('gives a new tab (no access token) its own from the cookie, with one refresh', async () => {
    await signIn();
    const tab = memoryTokens(null);
    const api = client(tab);
    expect(await api.refreshSession()).toBe('refreshed');
    expect(sent).toEqual(['POST /api/auth/refresh -']);
    expect((await api.get<User>('auth/me')).username).toBe('reader');
  });

  it('asks no refresh in a browser that never signed in', async () => {
    const visitor = memoryTokens(null, false);
    expect(await client(visitor).refreshSession()).toBe('refused');
    expect(sent).toEqual([]);
  });

  it("reads a 400's code and per-field codes from the server's validation errors", async () => {
    const api = client(memoryTokens());
    const error = await caught(
      api.anonymous.post('auth/register', {
        json: { email: 'not an email', password: 'x', firstName: 'Awa' },
        retry: 0,
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    const { kind, status, code, fields, message } = error as ApiError;
    expect({ kind, status, code }).toEqual({ kind: 'http', status: 400, code: 'invalid_request' });
    expect(message).toMatch(/^Invalid body: /);
    expect(fields).toMatchObject({
      email: { code: 'invalid_email' },
      password: { code: 'too_short', params: { limit: 8 } },
      lastName: { code: 'required' },
    });
  });

  it('tells a failed network from a refused call, and keeps the session', async () => {
    const { token } = await signIn();
    const cookie = jar;
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const tokens = memoryTokens(token);
    const error = await caught(client(tokens, offline).get('auth/me'));
    expect(error).toMatchObject({ kind: 'network', status: 0 });

    // Refused with 401, then the refresh cannot reach the server: a network error too.
    const expired = memoryTokens('expired-or-revoked');
    const refreshOffline: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return toServer(request);
    };
    const second = await caught(client(expired, refreshOffline).get('auth/me'));
    expect(second).toMatchObject({ kind: 'network', status: 0 });
    expect([expired.s, jar]).toEqual([true, cookie]);
  });
});
