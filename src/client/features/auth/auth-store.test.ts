/**
 * The start-up check of a stored session: a check that cannot reach
 * the server keeps the session and the last known user and runs again once online; only
 * the server's refusal (401) signs the reader out. The API is a fake `fetch`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@domain/schemas/user';
import { SIGNED_IN_KEY, sessionTokens } from '@client/api/session-tokens';
import { authStore } from './auth-store';
import { knownUser } from './known-user';

const user: User = {
  id: '0190a0b0-0000-7000-8000-000000000001',
  email: 'awa@example.org',
  username: 'awa',
  displayName: 'Awa Ndiaye',
  firstName: 'Awa',
  lastName: 'Ndiaye',
  role: 'USER',
  photoURL: null,
  provider: 'local',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A JWT-shaped token that expires `inSeconds` from now (the client never verifies it). */
const token = (inSeconds: number) =>
  `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inSeconds }))}.y`;

type Answer = 'offline' | number;

/** A fake API: `/auth/me` and `/auth/refresh` answer as `answers` says at call time. */
function fakeApi(answers: { me: Answer; refresh?: Answer }) {
  const asked: string[] = [];
  // Node's Request (jsdom has none) refuses the app's relative '/api/…': resolve it as a
  // page would, against the document's address.
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, location.href) : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    asked.push(url.pathname);
    const answer = url.pathname.endsWith('/auth/me') ? answers.me : (answers.refresh ?? 401);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const body =
      answer !== 200
        ? { status: answer, message: 'Unauthorized' }
        : url.pathname.endsWith('/auth/me')
          ? user
          : { token: token(900) };
    return new Response(JSON.stringify(body), {
      status: answer,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

describe('authStore: the start-up check of a stored session', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    authStore.resetForTests();
  });
  afterEach(() => {
    authStore.resetForTests();
    vi.unstubAllGlobals();
  });

  it('signs in with the server’s user and remembers it', async () => {
    sessionTokens.save(token(900));
    fakeApi({ me: 200 });
    await authStore.ready();
    expect(authStore.get()).toEqual({ status: 'authenticated', user });
    expect(knownUser.get()).toEqual(user);
  });

  it('keeps the session and the last known user when the server cannot be reached', async () => {
    const access = token(900);
    sessionTokens.save(access);
    knownUser.save(user);
    fakeApi({ me: 'offline' });
    await authStore.ready();
    expect(authStore.get()).toEqual({ status: 'authenticated', user });
    expect(sessionTokens.access()).toBe(access);
    expect(sessionTokens.signedIn()).toBe(true);
  });

  it('keeps an expired session whose refresh cannot reach the server', async () => {
    sessionTokens.save(token(-60));
    knownUser.save(user);
    fakeApi({ me: 'offline', refresh: 'offline' });
    await authStore.ready();
    expect(authStore.get()).toEqual({ status: 'authenticated', user });
    expect(sessionTokens.signedIn()).toBe(true);
  });

  it('checks again when the device is back online, and a refusal then signs out', async () => {
    sessionTokens.save(token(900));
    knownUser.save(user);
    const answers: { me: Answer; refresh: Answer } = { me: 'offline', refresh: 'offline' };
    fakeApi(answers);
    await authStore.ready();
    expect(authStore.get().status).toBe('authenticated');

    answers.me = 401;
    answers.refresh = 401;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(authStore.get()).toEqual({ status: 'unauthenticated' }));
    expect(sessionTokens.access()).toBeNull();
    expect(knownUser.get()).toBeUndefined();
  });

  it('signs out when the server refuses the token (401) and its refresh', async () => {
    sessionTokens.save(token(900));
    knownUser.save(user);
    fakeApi({ me: 401, refresh: 401 });
    await authStore.ready();
    expect(authStore.get()).toEqual({ status: 'unauthenticated' });
    expect(sessionTokens.access()).toBeNull();
    expect(sessionTokens.signedIn()).toBe(false);
  });

  it('opens a new tab of a signed-in browser signed in: one refresh with the cookie, then the user', async () => {
    sessionTokens.save(token(900));
    sessionStorage.clear(); // a new tab: the browser's flag, no access token of its own
    const asked = fakeApi({ me: 200, refresh: 200 });
    await authStore.ready();
    expect(authStore.get()).toEqual({ status: 'authenticated', user });
    expect(asked).toEqual(['/api/auth/refresh', '/api/auth/me']);
    expect(sessionTokens.access()).not.toBeNull();
  });

  it('asks nothing in a browser that never signed in', async () => {
    const asked = fakeApi({ me: 200, refresh: 200 });
    await authStore.ready();
    expect(authStore.get()).toEqual({ status: 'unauthenticated' });
    expect(asked).toEqual([]);
  });

  it('signs out when another tab signs out (the flag goes)', async () => {
    sessionTokens.save(token(900));
    fakeApi({ me: 200 });
    await authStore.ready();
    expect(authStore.get().status).toBe('authenticated');
    localStorage.removeItem(SIGNED_IN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY, newValue: null }));
    expect(authStore.get()).toEqual({ status: 'unauthenticated' });
    expect(sessionTokens.access()).toBeNull();
  });
});
