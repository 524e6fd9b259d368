/**
 * The auth calls (SPEC section 7, DESIGN section 4) over the app's one HTTP client, with
 * the server's error body kept: its message and its per-field messages.
 */
import { HTTPError } from 'ky';
import type { OAuthProvider } from '@domain/schemas/auth';
import type { User } from '@domain/schemas/user';
import { GENERIC_ERROR, http } from '@client/api/http';

export interface Tokens {
  token: string;
  refreshToken: string;
}

export class AuthCallError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => ({}))) as {
        message?: string;
        fields?: Record<string, string>;
      };
      throw new AuthCallError(body.message || GENERIC_ERROR, error.response.status, body.fields);
    }
    throw new AuthCallError(GENERIC_ERROR, undefined);
  }
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

export const authApi = {
  login: (body: { username: string; password: string }) =>
    call(() => http.post('auth/login', { json: body, retry: 0 }).json<Tokens>()),
  register: (body: { email: string; password: string; firstName: string; lastName: string }) =>
    call(async () => {
      const r = await http
        .post('auth/register', { json: body, retry: 0 })
        .json<{ accessToken: string; refreshToken: string; user: User }>();
      return { token: r.accessToken, refreshToken: r.refreshToken, user: r.user };
    }),
  me: (token: string) => call(() => http.get('auth/me', bearer(token)).json<User>()),
  refresh: (refreshToken: string) =>
    call(() => http.post('auth/refresh', { json: { refreshToken }, retry: 0 }).json<Tokens>()),
  logout: (refreshToken: string) =>
    call(() => http.post('auth/logout', { json: { refreshToken }, retry: 0 })),
  /** The provider's authorization URL for a social sign-in returning to `redirectUri`. */
  oauthUrl: (provider: OAuthProvider, redirectUri: string) =>
    call(() =>
      http
        .get(`auth/oauth2/${provider}`, { searchParams: { redirectUri }, retry: 0 })
        .json<{ url: string }>(),
    ),
};
