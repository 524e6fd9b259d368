/**
 * The base of the API client (ky, prefix /api), without the session: the sync engine's
 * public reads use it as is, and api-client.ts builds the authenticated client on it.
 * Errors follow SPEC section 8: the failure is logged here, and the body is read once, into
 * the client's ApiError, by whoever made the call (to-api-error.ts). No redirect is followed silently: a 3xx is an
 * error here. Reader screens read IndexedDB; this serves the few calls that need the network.
 * Every call tells the app's connectivity (connectivity.ts) whether an answer came.
 */
import ky, { type KyInstance } from 'ky';
import { connectivity, type Connectivity } from './connectivity';

/** ky's timeout: a call with no answer by then has failed, and the connection counts as dead. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * `fetch`, reporting to `watcher`: headers received → answered; rejected, or no headers after
 * REQUEST_TIMEOUT_MS → failed. A caller's abort says nothing about the network.
 */
export function watchFetch(
  send: typeof fetch,
  watcher: Pick<Connectivity, 'answered' | 'failed'>,
): typeof fetch {
  return async (input, init) => {
    const slow = setTimeout(() => watcher.failed(), REQUEST_TIMEOUT_MS);
    try {
      const response = await send(input, init);
      watcher.answered();
      return response;
    } catch (error) {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (!signal?.aborted) watcher.failed();
      throw error;
    } finally {
      clearTimeout(slow);
    }
  };
}

export const http: KyInstance = ky.create({
  prefixUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  retry: { limit: 1, methods: ['get'] },
  redirect: 'manual',
  fetch: watchFetch((input, init) => globalThis.fetch(input, init), connectivity),
  hooks: {
    beforeError: [
      (error) => {
        const { response } = error;
        const location = response.headers.get('location');
        console.error('API call failed', response.status, location ?? '');
        return error;
      },
    ],
  },
});
