/**
 * The base of the API client (ky, prefix /api), without the session: the sync engine's
 * public reads use it as is, and api-client.ts builds the authenticated client on it.
 * Errors follow SPEC section 8: the failure is logged and the call rejects with the
 * server's message, or a generic one. No redirect is followed silently: a 3xx is an
 * error here. Reader screens read IndexedDB; this serves the few calls that need the network.
 */
import ky, { type KyInstance } from 'ky';
import { GENERIC_ERROR } from './api-error';

export const http: KyInstance = ky.create({
  prefixUrl: '/api',
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  redirect: 'manual',
  hooks: {
    beforeError: [
      async (error) => {
        const { response } = error;
        const location = response.headers.get('location');
        console.error('API call failed', response.status, location ?? '');
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => undefined);
        const message = (body as { message?: unknown } | undefined)?.message;
        error.message = typeof message === 'string' && message ? message : GENERIC_ERROR;
        return error;
      },
    ],
  },
});
