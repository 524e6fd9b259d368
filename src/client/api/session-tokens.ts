/**
 * Where the session lives (SPEC section 9): the access token in sessionStorage
 * `accessToken`, the refresh token beside it in `refreshToken`, so both end with the tab
 * and a shared computer forgets the reader when the browser closes. Shared client code:
 * the API client (api-client.ts) reads and rotates the tokens, the auth feature starts
 * and ends sessions. In a worker, where there is no sessionStorage, there is no session.
 */
const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';
const RETURN_TO = 'oauthReturnTo';

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
};

/** Where the API client finds and keeps the tokens (sessionStorage, or a stand-in in tests). */
export interface TokenStore {
  access(): string | null;
  refresh(): string | null;
  save(access: string, refresh?: string | null): void;
  clear(): void;
}

export const sessionTokens = {
  access: () => read(ACCESS),
  refresh: () => read(REFRESH),
  save(access: string, refresh?: string | null) {
    write(ACCESS, access);
    if (refresh !== undefined) write(REFRESH, refresh);
  },
  clear() {
    write(ACCESS, null);
    write(REFRESH, null);
  },
  /** Where to go back after a social sign-in (the provider round trip loses the URL). */
  returnTo: () => read(RETURN_TO),
  setReturnTo: (path: string | null) => write(RETURN_TO, path),
};
