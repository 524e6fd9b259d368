/**
 * Where the session lives (SPEC section 9): the access token in sessionStorage
 * `accessToken`, so it ends with the tab. The refresh credential is an HttpOnly cookie the
 * server sets (src/server/auth/refresh-cookie.ts): no script reads it, and every tab of the
 * browser shares it, so a new tab trades it for its own access token (POST
 * /api/auth/refresh) instead of starting signed out.
 *
 * Scripts cannot see that cookie, so `signedIn` in localStorage says whether this browser
 * holds one: a visitor who never signed in never asks the server for a refresh, and a sign-out
 * in one tab (the flag removed) reaches the others through the `storage` event. It holds no
 * secret. Shared client code: the API client (api-client.ts) reads and renews the access
 * token, the auth feature starts and ends sessions. In a worker there is no session.
 */
const ACCESS = 'accessToken';
const SIGNED_IN = 'signedIn';
const RETURN_TO = 'oauthReturnTo';

function storage(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? sessionStorage : localStorage;
  } catch {
    return undefined;
  }
}
const read = (kind: 'session' | 'local', key: string) => {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (kind: 'session' | 'local', key: string, value: string | null) => {
  try {
    if (value === null) storage(kind)?.removeItem(key);
    else storage(kind)?.setItem(key, value);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
};

/** Where the API client finds and keeps the session (the browser's storage, or a stand-in in tests). */
export interface TokenStore {
  access(): string | null;
  /** True while this browser holds a refresh cookie (a tab without an access token may refresh). */
  signedIn(): boolean;
  /** Keeps a new access token; the browser now holds a session. */
  save(access: string): void;
  /** Forgets the session in this browser (the server clears or revokes the cookie). */
  clear(): void;
}

/** The localStorage key of the signed-in flag (its removal signs the other tabs out). */
export const SIGNED_IN_KEY = SIGNED_IN;

export const sessionTokens = {
  access: () => read('session', ACCESS),
  signedIn: () => read('local', SIGNED_IN) !== null,
  save(access: string) {
    write('session', ACCESS, access);
    write('local', SIGNED_IN, '1');
  },
  clear() {
    write('session', ACCESS, null);
    write('local', SIGNED_IN, null);
  },
  /** Where to go back after a social sign-in (the provider round trip loses the URL). */
  returnTo: () => read('session', RETURN_TO),
  setReturnTo: (path: string | null) => write('session', RETURN_TO, path),
};
