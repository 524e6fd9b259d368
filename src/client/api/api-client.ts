/**
 * The authenticated API client (ky, over http.ts's base): every call carries the session's
 * access token; an answer of 401 to a call that carried one trades the refresh token for
 * a new pair (POST /api/auth/refresh, which rotates it) and sends the call once more.
 * Every failure becomes one ApiCallError (api-error.ts).
 *
 * - One refresh at a time: calls refused together wait for the same refresh, and a call
 *   refused with a token that was already replaced is just sent again. Two refreshes with
 *   one refresh token would look like a stolen token to the server, which then revokes
 *   the whole sign-in (reuse detection).
 * - The retried call's answer is final: a second 401 is the caller's error.
 * - A refresh the server refuses (400/401/403) ends the session: tokens cleared, and
 *   `onSessionChange` listeners told. A refresh that gets no answer (offline, 5xx)
 *   keeps the session and fails the call as a network error, not as the 401: the token
 *   was not refused, the server could not be asked.
 * - A call without a token (sign-in, register) is never refreshed: its 401 is the answer.
 */
import type { KyInstance, Options } from 'ky';
import type { LoginResponse } from '@domain/schemas/auth';
import { ApiCallError, GENERIC_ERROR, toApiCallError } from './api-error';
import { http } from './http';
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
}

const REFUSED = new Set([400, 401, 403]);
const RETRY_TIMEOUT_MS = 15_000;
const bearer = (token: string) => `Bearer ${token}`;

function callsOver(instance: KyInstance): ApiCalls {
  const call =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
    async <T>(path: string, options?: Options): Promise<T> => {
      try {
        return await instance(path, { ...options, method }).json<T>();
      } catch (error) {
        throw await toApiCallError(error);
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
  const send: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const base = http.extend({
    fetch: send,
    ...(options.prefixUrl && { prefixUrl: options.prefixUrl }),
  });
  const listeners = new Set<(change: SessionChange) => void>();
  const tell = (change: SessionChange) => listeners.forEach((l) => l(change));

  async function refreshOnce(): Promise<RefreshOutcome> {
    const refreshToken = tokens.refresh();
    if (!refreshToken) return 'refused';
    try {
      const fresh = await base
        .post('auth/refresh', { json: { refreshToken }, retry: 0 })
        .json<LoginResponse>();
      tokens.save(fresh.token, fresh.refreshToken);
      tell({ type: 'refreshed', token: fresh.token });
      return 'refreshed';
    } catch (error) {
      const failure = await toApiCallError(error);
      if (
        failure instanceof ApiCallError &&
        failure.kind === 'http' &&
        REFUSED.has(failure.status)
      ) {
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
    retry: { shouldRetry: ({ error }) => (error instanceof ApiCallError ? false : undefined) },
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
            if (outcome === 'unreachable') throw new ApiCallError('network', 0, GENERIC_ERROR);
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
    anonymous: callsOver(base),
    refreshSession,
    onSessionChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The app's client: sessionStorage's tokens, same-origin /api. */
export const api: ApiClient = createApiClient();
