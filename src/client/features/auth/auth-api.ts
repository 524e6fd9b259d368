/**
 * The auth calls (SPEC section 7, DESIGN section 4) over the app's API client
 * (@client/api/api-client). Sign-in, register, sign-out and the social sign-in URL go
 * without the session (a 401 there is the answer, never a reason to refresh); `me` goes
 * with it. Failures are the client's ApiError: the server's code and field codes.
 */
import type { LoginResponse, OAuthProvider } from '@domain/schemas/auth';
import type { User } from '@domain/schemas/user';
import { api } from '@client/api/api-client';

/** What a sign-in hands the tab: its access token (the refresh credential is an HttpOnly cookie). */
export type Tokens = Pick<LoginResponse, 'token'>;

const once = { retry: 0 } as const;

export const authApi = {
  login: (body: { username: string; password: string }) =>
    api.anonymous.post<Tokens>('auth/login', { json: body, ...once }),
  register: async (body: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
  }) => {
    const r = await api.anonymous.post<{ accessToken: string; user: User }>('auth/register', {
      json: body,
      ...once,
    });
    return { token: r.accessToken, user: r.user };
  },
  /** The signed-in user, with the stored session (refreshed once if its token is refused). */
  me: () => api.get<User>('auth/me'),
  refreshSession: api.refreshSession,
  onSessionChange: api.onSessionChange,
  /** Revokes the refresh cookie's sign-in (the cookie goes with the request). */
  logout: () => api.anonymous.post<unknown>('auth/logout', once),
  /** The provider's authorization URL for a social sign-in returning to `redirectUri`. */
  oauthUrl: (provider: OAuthProvider, redirectUri: string) =>
    api.anonymous.get<{ url: string }>(`auth/oauth2/${provider}`, {
      searchParams: { redirectUri },
      ...once,
    }),
};
