/**
 * The client's authenticated API client (src/client/api/api-client.ts) against the real
 * server (app.inject behind a fetch), with stand-ins at the HTTP boundary only where the
 * server cannot be made to misbehave (a second 401 after a good refresh, no network).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/client/api/api-client';
import { ApiCallError } from '../../src/client/api/api-error';
import type { TokenStore } from '../../src/client/api/session-tokens';
import type { User } from '../../src/domain/schemas/user';
import { injectFetch } from '../helpers/inject-fetch';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/test-app';

const ORIGIN = 'http://taalif.test';

let t: TestApp;
let toServer: typeof fetch;
/** Every request that reached the HTTP boundary: "METHOD /path token". */
let sent: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  const inject = injectFetch(t.app);
  toServer = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '-';
    sent.push(`${request.method} ${url.pathname} ${token}`);
    const body = request.body ? await request.text() : undefined;
    return inject(url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body,
    });
  };
});
afterAll(() => t.close());
beforeEach(() => {
  sent = [];
});

function memoryTokens(access: string | null = null, refresh: string | null = null) {
  const store: TokenStore & { a: string | null; r: string | null } = {
    a: access,
    r: refresh,
    access: () => store.a,
    refresh: () => store.r,
    save(next, nextRefresh) {
      store.a = next;
      if (nextRefresh !== undefined) store.r = nextRefresh;
    },
    clear() {
      store.a = store.r = null;
    },
  };
  return store;
}

const client = (tokens: TokenStore, fetchImpl: typeof fetch = (i, n) => toServer(i, n)) =>
  createApiClient({ fetch: fetchImpl, tokens, prefixUrl: `${ORIGIN}/api` });

/** A real session of the reader: an access token and a refresh token from the server. */
async function signIn() {
  const anonymous = client(memoryTokens()).anonymous;
  const session = await anonymous.post<{ token: string; refreshToken: string }>('auth/login', {
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
    const { token, refreshToken } = await signIn();
    const me = await client(memoryTokens(token, refreshToken)).get<User>('auth/me');
    expect(me.username).toBe('reader');
    expect(sent).toEqual([`GET /api/auth/me ${token}`]);
  });

  it('on a 401, refreshes the session once and sends the call again with the new token', async () => {
    const { refreshToken } = await signIn();
    const tokens = memoryTokens('expired-or-revoked', refreshToken);
    const api = client(tokens);
    const changes: string[] = [];
    api.onSessionChange((c) => changes.push(c.type));
    const me = await api.get<User>('auth/me');
    expect(me.username).toBe('reader');
    expect(tokens.a).not.toBe('expired-or-revoked');
    expect(tokens.r).not.toBe(refreshToken); // rotated
    expect(sent).toEqual([
      'GET /api/auth/me expired-or-revoked',
      'POST /api/auth/refresh -',
      `GET /api/auth/me ${tokens.a}`,
    ]);
    expect(changes).toEqual(['refreshed']);
  });

  it('gives the error when the call is refused again after the refresh', async () => {
    const { refreshToken } = await signIn();
    const tokens = memoryTokens('expired-or-revoked', refreshToken);
    const alwaysRefused: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.endsWith('/api/auth/me')) return toServer(request);
      sent.push('GET /api/auth/me (refused)');
      const body = { status: 401, error: 'Unauthorized', message: 'Account disabled' };
      return new Response(JSON.stringify(body), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    };
    const error = await caught(client(tokens, alwaysRefused).get('auth/me'));
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Account disabled' });
    expect(sent).toEqual([
      'GET /api/auth/me (refused)',
      'POST /api/auth/refresh -',
      'GET /api/auth/me (refused)',
    ]);
  });

  it('shares one refresh between calls refused together', async () => {
    const { refreshToken } = await signIn();
    const tokens = memoryTokens('expired-or-revoked', refreshToken);
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

  it('ends the session when the server refuses the refresh token', async () => {
    const tokens = memoryTokens('expired-or-revoked', 'not-a-refresh-token');
    const api = client(tokens);
    const changes: string[] = [];
    api.onSessionChange((c) => changes.push(c.type));
    const error = await caught(api.get('auth/me'));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect([tokens.a, tokens.r]).toEqual([null, null]);
    expect(changes).toEqual(['ended']);
  });

  it("maps a 400's per-field messages from the server's validation errors", async () => {
    const api = client(memoryTokens());
    const error = await caught(
      api.anonymous.post('auth/register', {
        json: { email: 'not an email', password: 'x', firstName: 'Awa' },
        retry: 0,
      }),
    );
    expect(error).toBeInstanceOf(ApiCallError);
    const { kind, status, fields, message } = error as ApiCallError;
    expect({ kind, status }).toEqual({ kind: 'http', status: 400 });
    expect(message).toMatch(/^Invalid body: /);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['email', 'password', 'lastName']));
    expect(Object.values(fields).every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
  });

  it('tells a failed network from a refused call, and keeps the session', async () => {
    const { token, refreshToken } = await signIn();
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const tokens = memoryTokens(token, refreshToken);
    const error = await caught(client(tokens, offline).get('auth/me'));
    expect(error).toMatchObject({ kind: 'network', status: 0 });

    // Refused with 401, then the refresh cannot reach the server: a network error too.
    const expired = memoryTokens('expired-or-revoked', refreshToken);
    const refreshOffline: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.url.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return toServer(request);
    };
    const second = await caught(client(expired, refreshOffline).get('auth/me'));
    expect(second).toMatchObject({ kind: 'network', status: 0 });
    expect(expired.r).toBe(refreshToken);
  });
});
