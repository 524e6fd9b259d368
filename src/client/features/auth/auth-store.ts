/**
 * The auth state machine of SPEC section 4: loading → authenticated | unauthenticated.
 *
 * - Start: a valid access token from sessionStorage is checked with GET /api/auth/me;
 *   if that fails the token is cleared. An expired one is traded for a new one with the
 *   refresh token first (the session is still alive: same tab), else cleared.
 * - While signed in, the access token is refreshed silently a minute before it expires,
 *   through the API client's one refresh (which also refreshes when a call is refused
 *   with 401; either way the new token re-plans the timers here). If it still expires
 *   (refresh refused, offline), or the server refuses the refresh token, the session
 *   ends: tokens cleared, and an `expired` notice lets the app say 'Token expired' and
 *   go to the login page.
 * - Sign-out revokes the refresh token on the server; a failure there is only logged.
 * No React here: components read it through useAuth().
 */
import type { RegisterBody } from '@domain/schemas/auth';
import type { User } from '@domain/schemas/user';
import type { authApi as AuthApi, Tokens } from './auth-api';
import { isTokenValid, tokenExpiresAt } from './jwt';
import { sessionTokens } from '@client/api/session-tokens';

export type AuthState =
  { status: 'loading' } | { status: 'authenticated'; user: User } | { status: 'unauthenticated' };

const REFRESH_AHEAD_MS = 60_000;

/**
 * The HTTP calls load on first need: a visitor without a session never fetches them.
 * Once loaded, the client's session changes (a refresh after a 401, a refused refresh
 * token) reach this state machine.
 */
let loaded: Promise<typeof AuthApi> | undefined;
const api = () =>
  (loaded ??= import('./auth-api').then(({ authApi }) => {
    authApi.onSessionChange((change) => {
      if (state.status !== 'authenticated') return;
      if (change.type === 'refreshed') schedule(change.token);
      else expire();
    });
    return authApi;
  })).catch((error: unknown) => {
    loaded = undefined; // offline when the chunk was asked for: ask again next time
    throw error;
  });

let state: AuthState = { status: 'loading' };
const listeners = new Set<() => void>();
const expiredListeners = new Set<() => void>();
let timers: ReturnType<typeof setTimeout>[] = [];

function set(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

function clearTimers() {
  timers.forEach(clearTimeout);
  timers = [];
}

function expire() {
  clearTimers();
  sessionTokens.clear();
  set({ status: 'unauthenticated' });
  expiredListeners.forEach((l) => l());
}

/** Plans the silent refresh and, failing that, the end of the session. */
function schedule(token: string) {
  clearTimers();
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === undefined) return;
  const left = expiresAt - Date.now();
  timers.push(setTimeout(expire, Math.max(0, left)));
  if (sessionTokens.refresh())
    timers.push(setTimeout(() => void refresh(), Math.max(0, left - REFRESH_AHEAD_MS)));
}

/** True when the session got new tokens (the listener above re-plans the timers). */
async function refresh(): Promise<boolean> {
  if (!sessionTokens.refresh()) return false;
  return (await (await api()).refreshSession()) === 'refreshed';
}

/** Stores a new session and loads its user. */
async function startSession(tokens: Tokens, user?: User): Promise<User> {
  sessionTokens.save(tokens.token, tokens.refreshToken);
  const me = user ?? (await (await api()).me());
  schedule(tokens.token);
  set({ status: 'authenticated', user: me });
  return me;
}

async function initialise() {
  let token = sessionTokens.access();
  if (!token && !sessionTokens.refresh()) {
    set({ status: 'unauthenticated' });
    return;
  }
  if (!isTokenValid(token) && (await refresh())) token = sessionTokens.access();
  if (!isTokenValid(token)) {
    sessionTokens.clear();
    set({ status: 'unauthenticated' });
    return;
  }
  try {
    const user = await (await api()).me();
    schedule(token);
    set({ status: 'authenticated', user });
  } catch {
    sessionTokens.clear();
    set({ status: 'unauthenticated' });
  }
}

let ready: Promise<void> | undefined;

export const authStore = {
  get: (): AuthState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Called when a session ends by expiry (not by signing out). */
  onExpired(listener: () => void) {
    expiredListeners.add(listener);
    return () => void expiredListeners.delete(listener);
  },
  /** Resolves once the initial check is over (route guards wait for it). */
  ready(): Promise<void> {
    ready ??= initialise();
    return ready;
  },
  login: async (username: string, password: string) =>
    startSession(await (await api()).login({ username, password })),
  register: async (body: RegisterBody) => {
    const { user, ...tokens } = await (await api()).register(body);
    return startSession(tokens, user);
  },
  /** Finishes a social sign-in with the tokens the server put in the URL fragment. */
  acceptTokens: (tokens: Tokens) => startSession(tokens),
  async logout() {
    const refreshToken = sessionTokens.refresh();
    clearTimers();
    sessionTokens.clear();
    set({ status: 'unauthenticated' });
    if (refreshToken)
      await api()
        .then((a) => a.logout(refreshToken))
        .catch((error: unknown) => console.warn('Sign-out failed', error));
  },
  /** Tests: forget everything and start over. */
  resetForTests() {
    clearTimers();
    ready = undefined;
    set({ status: 'loading' });
  },
};
