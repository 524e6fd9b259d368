/**
 * The one HTTP client for the API (ky, prefix /api). Errors follow SPEC section 8: the
 * failure is logged and the call rejects with the server's message, or a generic one.
 * No redirect is followed silently: a 3xx is an error here. Reader screens will read
 * IndexedDB; this client serves the few calls that need the network.
 */
import ky, { HTTPError, type KyInstance } from 'ky';

export const GENERIC_ERROR = 'Something went wrong';

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

export { HTTPError };
