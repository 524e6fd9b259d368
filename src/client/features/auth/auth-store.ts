/**
 * The auth state machine of SPEC section 4: loading → authenticated | unauthenticated.
 *
 * - Start: a valid access token from sessionStorage is checked with GET /api/auth/me;
 *   if the server refuses it (401) the tokens are cleared. An expired or missing one (a new
 *   tab of a signed-in browser) is traded for a new one with the refresh cookie first.
 * - A check that cannot reach the server (offline reload, server down) is not a refused
 *   token: the session and the last known user (known-user.ts) are kept, and
 *   the check runs again when the device is back online.
 * - While signed in, the access token is refreshed silently a minute before it expires,
 *   through the API client's one refresh (which also refreshes when a call is refused
 *   with 401; either way the new token re-plans the timers here). If it still expires
 *   and the server refuses the refresh token, the session ends: tokens cleared, and an
 *   `expired` notice lets the app say 'Token expired' and go to the login page. Offline
 *   at expiry, the session waits for the network and is refreshed then.
 * - Sign-out revokes the refresh cookie's sign-in on the server; a failure there is only
 *   logged. The other tabs of the browser see the signed-in flag go (the `storage` event)
 *   and sign out too.
 * No React here: components read it through useAuth().
 */
import type { RegisterBody } from '@domain/schemas/auth';
import type { User } from '@domain/schemas/user';
import type { authApi as AuthApi, Tokens } from './auth-api';
import { isTokenValid, tokenExpiresAt } from './jwt';
import { ApiError } from '@client/api/api-error';
import { SIGNED_IN_KEY, sessionTokens } from '@client/api/session-tokens';
import { knownUser } from './known-user';

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

/** Ends the session on this device: tokens and the remembered user go. */
function signOutLocally() {
  clearTimers();
  stopWaitingForNetwork();
  sessionTokens.clear();
  knownUser.clear();
  set({ status: 'unauthenticated' });
}

function expire() {
  signOutLocally();
  expiredListeners.forEach((l) => l());
}

function signIn(token: string, user: User) {
  knownUser.save(user);
  schedule(token);
  set({ status: 'authenticated', user });
}

/**
 * True for an answer of the server refusing the session (the API client's ApiError with
 * status 401), as opposed to no answer at all. The class's module holds neither ky nor the
 * list of codes, so the entry script can import it.
 */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status === 401;

let waitingForNetwork = false;
function stopWaitingForNetwork() {
  if (!waitingForNetwork) return;
  waitingForNetwork = false;
  window.removeEventListener('online', recheck);
}

/**
 * The server could not be asked: keep the tokens, show the last known user, and check
 * again when the device is online.
 */
function keepUntilOnline() {
  clearTimers();
  const user = knownUser.get();
  set(user ? { status: 'authenticated', user } : { status: 'unauthenticated' });
  if (waitingForNetwork || typeof window === 'undefined') return;
  waitingForNetwork = true;
  window.addEventListener('online', recheck);
}

function recheck() {
  stopWaitingForNetwork();
  void check();
}

/** At the access token's expiry: a refresh if the server can be asked, else wait for it. */
async function onTokenExpired() {
  const outcome = sessionTokens.signedIn() ? await refreshOutcome() : 'refused';
  if (outcome === 'unreachable') keepUntilOnline();
  else if (outcome === 'refused') expire();
}

/** Plans the silent refresh and, failing that, the end of the session. */
function schedule(token: string) {
  clearTimers();
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === undefined) return;
  const left = expiresAt - Date.now();
  timers.push(setTimeout(() => void onTokenExpired(), Math.max(0, left)));
  if (sessionTokens.signedIn())
    timers.push(setTimeout(() => void refresh(), Math.max(0, left - REFRESH_AHEAD_MS)));
}

/** True when the session got new tokens (the listener above re-plans the timers). */
async function refresh(): Promise<boolean> {
  if (!sessionTokens.signedIn()) return false;
  return (await refreshOutcome()) === 'refreshed';
}

/** A refresh's outcome; the auth chunk that cannot load (offline) is no answer either. */
async function refreshOutcome() {
  try {
    return await (await api()).refreshSession();
  } catch {
    return 'unreachable' as const;
  }
}

/** Stores a new session and loads its user. */
async function startSession(tokens: Tokens, user?: User): Promise<User> {
  sessionTokens.save(tokens.token);
  const me = user ?? (await (await api()).me());
  stopWaitingForNetwork();
  signIn(tokens.token, me);
  return me;
}

/** Checks the stored session with the server (at start, and again when back online). */
async function check() {
  let token = sessionTokens.access();
  if (!token && !sessionTokens.signedIn()) {
    knownUser.clear();
    set({ status: 'unauthenticated' });
    return;
  }
  if (!isTokenValid(token)) {
    const outcome = sessionTokens.signedIn() ? await refreshOutcome() : 'refused';
    if (outcome === 'unreachable') return keepUntilOnline();
    token = sessionTokens.access();
    if (outcome === 'refused' || !isTokenValid(token)) return signOutLocally();
  }
  try {
    signIn(token, await (await api()).me());
  } catch (error) {
    if (isRefusal(error)) signOutLocally();
    else keepUntilOnline();
  }
}

/** Another tab signed out (or its refresh was refused): this one is signed out too. */
function onOtherTab(event: StorageEvent) {
  if (event.key !== SIGNED_IN_KEY || event.newValue !== null) return;
  if (state.status === 'authenticated') signOutLocally();
}
if (typeof window !== 'undefined') window.addEventListener('storage', onOtherTab);

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
    ready ??= check();
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
    const hadSession = sessionTokens.signedIn();
    signOutLocally();
    if (hadSession)
      await api()
        .then((a) => a.logout())
        .catch((error: unknown) => console.warn('Sign-out failed', error));
  },
  /** Tests: forget everything and start over. */
  resetForTests() {
    clearTimers();
    stopWaitingForNetwork();
    ready = undefined;
    set({ status: 'loading' });
  },
};
