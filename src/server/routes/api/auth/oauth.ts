/**
 * Social sign-in (Google, Facebook): authorization-code flow with state and PKCE.
 *
 * 1. `GET /api/auth/oauth2/:provider?redirectUri=` checks redirectUri against the
 *    allow-list (exact match), stores {state, verifier, redirectUri} for 10 minutes and
 *    answers the provider's authorization URL.
 * 2. The provider sends the browser to `GET /api/auth/oauth2/callback/:provider`, which
 *    consumes the state (single use), trades the code with the verifier, reads the
 *    profile, signs the user in and redirects to `redirectUri#token=…&refreshToken=…`.
 *    The tokens ride in the fragment, which browsers never send to a server or a log.
 * A failure after a valid state redirects to `redirectUri#error=<code>`; without a valid
 * state there is nowhere trusted to send the user, so it is a 400.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateCodeVerifier, generateState } from 'arctic';
import { ApiErrorSchema } from '@domain/errors';
import { OAuthProviderSchema, type OAuthProvider } from '@domain/schemas/auth';
import { createOAuthProvider, OAuthProviderError } from '../../../auth/oauth-provider';
import { resolveOAuthUser } from '../../../auth/resolve-oauth-user';
import { badRequest, HttpError } from '../../../lib/http-errors';
import { startSession } from './start-session';

const STATE_TTL_SEC = 10 * 60;
const ProviderParamsSchema = z.object({ provider: OAuthProviderSchema });
const param = z.string().max(2000).optional();

const routes: FastifyPluginAsyncZod = async (app) => {
  const providerFor = (provider: OAuthProvider) => {
    const config = app.config.oauth[provider];
    if (!config) throw new HttpError(404, 'Provider not configured');
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
        throw badRequest('redirectUri is not allowed', {
          redirectUri: 'Not an allowed redirect URI',
        });
      }
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      await app.sessionsRepository.saveOAuthState(
        { state, provider, codeVerifier, redirectUri },
        STATE_TTL_SEC,
      );
      reply.header('cache-control', 'no-store');
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
      const saved = state ? await app.sessionsRepository.consumeOAuthState(state) : undefined;
      if (!saved)
        throw badRequest('Unknown or already used sign-in state', { state: 'Invalid state' });

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
        const session = await startSession(app, user);
        return back({ token: session.token, refreshToken: session.refreshToken });
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
