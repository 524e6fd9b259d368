/**
 * Social sign-in (Google, Facebook): authorization-code flow with state and PKCE.
 *
 * 1. `GET /api/auth/oauth2/:provider?redirectUri=` (fetched by the SPA, same origin)
 *    checks redirectUri against the allow-list (exact match), stores {state, verifier,
 *    redirectUri} for 10 minutes, binds the state to this browser with the `taalif_oauth`
 *    cookie (the SHA-256 of the state; HttpOnly, SameSite=Lax, Secure when PUBLIC_URL is
 *    https, Path=/api/auth/oauth2) and answers the provider's authorization URL.
 * 2. The provider sends the browser to `GET /api/auth/oauth2/callback/:provider` (a
 *    top-level GET navigation, which carries SameSite=Lax cookies). It clears the cookie
 *    and requires it to match the state: a callback URL started in another browser (login
 *    CSRF: an attacker's own sign-in slipped to a victim) is a 400, and its state is left
 *    alone. It then consumes the state (single use), trades the code with the verifier,
 *    reads the profile, signs the user in, sets the refresh cookie (auth/refresh-cookie.ts)
 *    and redirects to `redirectUri#token=…`. The access token rides in the fragment, which
 *    browsers never send to a server or a log.
 * A failure after a valid, bound state redirects to `redirectUri#error=<code>`; without a
 * valid state, or from another browser, there is nowhere trusted to send the user, so it
 * is a 400. One sign-in per browser at a time: starting another one replaces the cookie.
 */
import { onField } from '@domain/error-codes';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateCodeVerifier, generateState } from 'arctic';
import { ApiErrorSchema } from '@domain/errors';
import { OAuthProviderSchema, type OAuthProvider } from '@domain/schemas/auth';
import { setRefreshCookie } from '../../../auth/refresh-cookie';
import { createOAuthProvider, OAuthProviderError } from '../../../auth/oauth-provider';
import { resolveOAuthUser } from '../../../auth/resolve-oauth-user';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { startSession } from './start-session';

const STATE_TTL_SEC = 10 * 60;
const ProviderParamsSchema = z.object({ provider: OAuthProviderSchema });
const param = z.string().max(2000).optional();

/** The cookie binding a sign-in in flight to the browser that started it. */
export const OAUTH_BINDING_COOKIE = 'taalif_oauth';

/** What the binding cookie holds for `state`: its SHA-256, base64url. */
export const stateBinding = (state: string) =>
  createHash('sha256').update(state).digest('base64url');

/** True when `cookie` is the binding of `state` (constant-time). */
function isBoundTo(cookie: string | undefined, state: string | undefined) {
  if (!cookie || !state) return false;
  const expected = Buffer.from(stateBinding(state));
  const given = Buffer.from(cookie);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const bindingCookie = {
    // This plugin's prefix, /api/auth/oauth2: the cookie goes to these routes only.
    path: app.prefix,
    httpOnly: true,
    secure: app.config.publicUrl.startsWith('https:'),
    sameSite: 'lax' as const,
  };

  const providerFor = (provider: OAuthProvider) => {
    const config = app.config.oauth[provider];
    if (!config) throw new HttpError(404, 'not_found', 'Provider not configured');
    return createOAuthProvider(
      config,
      `${app.config.publicUrl}/api/auth/oauth2/callback/${provider}`,
    );
  };

  app.get(
    '/:provider',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Start a social sign-in: the URL to send the browser to',
        params: ProviderParamsSchema,
        querystring: z.object({
          redirectUri: z
            .string({ error: 'redirectUri is required' })
            .min(1, 'redirectUri is required')
            .max(2000),
        }),
        response: { 200: z.object({ url: z.string() }), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const client = providerFor(provider);
      const { redirectUri } = request.query;
      if (!app.config.oauthRedirectAllowlist.includes(redirectUri)) {
        throw badRequest(
          'redirectUri is not allowed',
          onField('redirectUri', 'invalid_value', 'Not an allowed redirect URI'),
        );
      }
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      await app.sessionsRepository.saveOAuthState(
        { state, provider, codeVerifier, redirectUri },
        STATE_TTL_SEC,
      );
      reply
        .header('cache-control', 'no-store')
        .setCookie(OAUTH_BINDING_COOKIE, stateBinding(state), {
          ...bindingCookie,
          maxAge: STATE_TTL_SEC,
        });
      return { url: client.authorizationUrl(state, codeVerifier).toString() };
    },
  );

  app.get(
    '/callback/:provider',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "The provider's return: signs in and redirects to the app with the tokens",
        params: ProviderParamsSchema,
        querystring: z.object({
          code: param,
          state: param,
          error: param,
          error_description: param,
        }),
        response: {
          302: z.null().describe('Redirect to the app'),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { code, state, error } = request.query;
      // Spent whatever happens: one callback per started sign-in.
      reply.clearCookie(OAUTH_BINDING_COOKIE, bindingCookie);
      if (!isBoundTo(request.cookies[OAUTH_BINDING_COOKIE], state)) {
        throw badRequest(
          'This sign-in was not started in this browser',
          onField('state', 'invalid_value', 'Invalid state'),
        );
      }
      const saved = state ? await app.sessionsRepository.consumeOAuthState(state) : undefined;
      if (!saved)
        throw badRequest(
          'Unknown or already used sign-in state',
          onField('state', 'invalid_value', 'Invalid state'),
        );

      const back = (fragment: Record<string, string>) => {
        const target = `${saved.redirectUri.split('#')[0]}#${new URLSearchParams(fragment)}`;
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(target, 302);
      };
      if (saved.expired) return back({ error: 'state_expired' });
      if (saved.provider !== provider) return back({ error: 'invalid_state' });
      if (error)
        return back({ error: error.replace(/[^a-z_]/gi, '').slice(0, 64) || 'provider_error' });
      if (!code) return back({ error: 'invalid_request' });

      try {
        const profile = await providerFor(provider).fetchProfile(code, saved.codeVerifier);
        const user = await resolveOAuthUser(app.usersRepository, provider, profile);
        const { response, refreshToken } = await startSession(app, user);
        // A top-level navigation from the provider may set a SameSite=Strict cookie.
        setRefreshCookie(request, reply, refreshToken);
        return back({ token: response.token });
      } catch (failure) {
        if (!(failure instanceof OAuthProviderError) && !(failure instanceof HttpError))
          throw failure;
        request.log.warn({ err: failure, provider }, 'social sign-in failed');
        return back({
          error: failure instanceof OAuthProviderError ? failure.code : 'sign_in_failed',
        });
      }
    },
  );
};

export default routes;
