/**
 * The authenticated API client (ky, over http.ts's base): every call carries the tab's
 * access token; an answer of 401 to a call that carried one trades the browser's refresh
 * cookie for a new access token (POST /api/auth/refresh, which rotates the cookie) and sends
 * the call once more. A tab opened without an access token (a new tab of a signed-in browser)
 * gets its own the same way. Every failure becomes one ApiError (api-error.ts).
 *
 * - One refresh at a time, across the browser's tabs: calls refused together wait for the
 *   same refresh, a call refused with a token that was already replaced is just sent again,
 *   and tabs take turns through a Web Lock, so each sends the cookie the previous one got.
 *   Two refreshes with one refresh token would look like a stolen token to the server, which
 *   then revokes the whole sign-in (reuse detection).
 * - The retried call's answer is final: a second 401 is the caller's error.
 * - A refresh the server refuses (400/401/403) ends the session: tokens cleared, and
 *   `onSessionChange` listeners told. A refresh that gets no answer (offline, 5xx)
 *   keeps the session and fails the call as a network error, not as the 401: the token
 *   was not refused, the server could not be asked.
 * - A call without a token (sign-in, register) is never refreshed: its 401 is the answer.
 */
import type { KyInstance, Options } from 'ky';
import type { LoginResponse } from '@domain/schemas/auth';
import { ApiError, networkError } from './api-error';
import { toApiError } from './to-api-error';
import { connectivity, type Connectivity } from './connectivity';
import { http, watchFetch } from './http';
import { sessionTokens, type TokenStore } from './session-tokens';

type SessionChange = { type: 'refreshed'; token: string } | { type: 'ended' };

/** How a refresh went: new tokens, refused by the server (session over), or no answer. */
type RefreshOutcome = 'refreshed' | 'refused' | 'unreachable';

interface ApiCalls {
  get<T>(path: string, options?: Options): Promise<T>;
  post<T>(path: string, options?: Options): Promise<T>;
  put<T>(path: string, options?: Options): Promise<T>;
  patch<T>(path: string, options?: Options): Promise<T>;
  delete<T>(path: string, options?: Options): Promise<T>;
}

interface ApiClient extends ApiCalls {
  /**
   * GET bytes with the session (a recording of a draft poem, which a reader's request, and so
   * an <audio> element's, is refused).
   */
  getBlob(path: string, options?: Options): Promise<Blob>;
  /** The same calls without the session: its 401 is an answer (sign-in, register). */
  anonymous: ApiCalls;
  /** Refreshes the session now, or joins the refresh in progress. */
  refreshSession(): Promise<RefreshOutcome>;
  onSessionChange(listener: (change: SessionChange) => void): () => void;
}

interface ApiClientOptions {
  /** The HTTP boundary (tests: a stand-in or the real server through app.inject). */
  fetch?: typeof fetch;
  tokens?: TokenStore;
  /** Default '/api'; tests against a server on another origin give its full URL. */
  prefixUrl?: string;
  /** Told whether each call got an answer (the app's: http.ts's connectivity). */
  connectivity?: Pick<Connectivity, 'answered' | 'failed'>;
}

const REFUSED = new Set([400, 401, 403]);
const RETRY_TIMEOUT_MS = 15_000;
const bearer = (token: string) => `Bearer ${token}`;

const REFRESH_LOCK = 'taalif-session-refresh';

/**
 * Runs `refresh` while no other tab of this browser refreshes (Web Locks); where the API is
 * missing (tests, old browsers) it runs at once.
 */
function oneTabAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, refresh) as Promise<T>) : refresh();
}

function callsOver(instance: KyInstance): ApiCalls {
  const call =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
    async <T>(path: string, options?: Options): Promise<T> => {
      try {
        return await instance(path, { ...options, method }).json<T>();
      } catch (error) {
        throw await toApiError(error);
      }
    };
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const tokens = options.tokens ?? sessionTokens;
  // Looked up at call time, so a fetch replaced after start-up (tests) is the one used.
  const raw: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const send = options.connectivity ? watchFetch(raw, options.connectivity) : raw;
  const base = http.extend({
    fetch: send,
    ...(options.prefixUrl && { prefixUrl: options.prefixUrl }),
  });
  const listeners = new Set<(change: SessionChange) => void>();
  const tell = (change: SessionChange) => listeners.forEach((l) => l(change));

  async function refreshOnce(): Promise<RefreshOutcome> {
    if (!tokens.signedIn()) return 'refused';
    try {
      // The cookie goes with this same-origin request; the answer holds the access token only.
      const fresh = await oneTabAtATime(() =>
        base.post('auth/refresh', { retry: 0 }).json<LoginResponse>(),
      );
      tokens.save(fresh.token);
      tell({ type: 'refreshed', token: fresh.token });
      return 'refreshed';
    } catch (error) {
      const failure = await toApiError(error);
      if (failure instanceof ApiError && failure.kind === 'http' && REFUSED.has(failure.status)) {
        tokens.clear();
        tell({ type: 'ended' });
        return 'refused';
      }
      return 'unreachable';
    }
  }

  let refreshing: Promise<RefreshOutcome> | undefined;
  const refreshSession = () =>
    (refreshing ??= refreshOnce().finally(() => {
      refreshing = undefined;
    }));

  const authenticated = base.extend({
    // An error thrown by the hook below is final, never retried by ky.
    retry: { shouldRetry: ({ error }) => (error instanceof ApiError ? false : undefined) },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = tokens.access();
          if (token) request.headers.set('authorization', bearer(token));
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          const sent = request.headers.get('authorization');
          if (response.status !== 401 || !sent) return response;
          // Another call may have refreshed the session since this one left.
          if (tokens.access() && bearer(tokens.access()!) === sent) {
            const outcome = await refreshSession();
            if (outcome === 'unreachable') throw networkError();
            if (outcome === 'refused') return response;
          }
          const token = tokens.access();
          if (!token) return response;
          const headers = new Headers(request.headers);
          headers.set('authorization', bearer(token));
          const signal = AbortSignal.any([request.signal, AbortSignal.timeout(RETRY_TIMEOUT_MS)]);
          // Sent as is, past these hooks: the second answer is final, whatever it is.
          const again = new Request(request, { headers, signal });
          return send(again);
        },
      ],
    },
  });

  return {
    ...callsOver(authenticated),
    async getBlob(path, options) {
      try {
        return await authenticated(path, { ...options, method: 'get' }).blob();
      } catch (error) {
        throw await toApiError(error);
      }
    },
    anonymous: callsOver(base),
    refreshSession,
    onSessionChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The app's client: sessionStorage's tokens, same-origin /api, the app's connectivity. */
export const api: ApiClient = createApiClient({ connectivity });
