/**
 * Sign-in with a password: register, login, the current user, refresh-token rotation and
 * sign-out (DESIGN.md section 4). The refresh token travels only in the HttpOnly
 * `taalif_refresh` cookie (auth/refresh-cookie.ts); bodies carry the access token. Register and login are rate limited per client address.
 * Social sign-in lives in ./oauth.ts. Users are managed by administrators in ../users.
 */
import { orRefuse } from '../../refused';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import {
  LoginResponseSchema,
  LoginSchema,
  RegisterResponseSchema,
  RegisterSchema,
} from '@domain/schemas/auth';
import { OAUTH_PROVIDERS } from '@domain/accounts';
import { UserSchema } from '@domain/schemas/user';
import { hashPassword, verifyPassword } from '../../../auth/password';
import { isReservedEmail } from '../../../auth/reserved-email';
import { forbidden, unauthorized } from '../../../lib/http-errors';
import {
  clearRefreshCookie,
  isCrossSite,
  refreshCookieOf,
  setRefreshCookie,
} from '../../../auth/refresh-cookie';
import { bearerAuth } from '../../shared';
import { sessionResponse, startSession } from './start-session';
import oauth from './oauth';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema } as const;

/**
 * The register body, plus a server-side rule: addresses in the reserved `.invalid` TLD
 * are ours (`<subject>@<provider>.invalid` names provider accounts without an email).
 * The rule sits on the email field, so it is reported with the other field errors.
 */
const RegisterBodySchema = RegisterSchema.extend({
  email: RegisterSchema.shape.email.refine((email) => !isReservedEmail(email), {
    message: 'This email address cannot be registered',
  }),
});

/**
 * Refresh and sign-out read the session from the cookie alone: a body is refused with a 400
 * naming its fields, rather than ignored (an old client still sending the token in the body
 * learns it is no longer read).
 */
const NoBodySchema = z.strictObject({}).nullish().describe('No body: the session is the cookie');

const routes: FastifyPluginAsyncZod<Record<string, unknown>> = async (app) => {
  const env = app.config.env;
  const limited = {
    access: 'public' as const,
    rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: env.AUTH_RATE_LIMIT_WINDOW_SEC * 1000 },
  };

  app.post(
    '/register',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Create a reader account and sign in',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      const user = orRefuse(
        await app.usersRepository.create({
          email,
          passwordHash: await hashPassword(password),
          firstName,
          lastName,
          role: 'USER',
          provider: 'local',
        }),
        'User',
      );
      const { response, refreshToken } = await startSession(app, user);
      setRefreshCookie(request, reply, refreshToken);
      return reply.code(201).send({ accessToken: response.token, user });
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username (or email) and a password',
        body: LoginSchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await app.usersRepository.findCredentials(request.body.username);
      // Unknown users are verified against a throw-away hash: same answer, similar time.
      const ok = await verifyPassword(found?.passwordHash, request.body.password);
      if (!found?.passwordHash || !ok)
        throw unauthorized('invalid_credentials', 'Invalid username or password');
      // The session opens only if that password is still the account's: a social link
      // (or a reset) that cleared or changed it meanwhile wins.
      const refreshToken = await app.sessionsRepository.startWithPassword(
        found.user.id,
        found.passwordHash,
        env.REFRESH_TOKEN_TTL_SEC,
      );
      if (!refreshToken) throw unauthorized('invalid_credentials', 'Invalid username or password');
      setRefreshCookie(request, reply, refreshToken);
      return sessionResponse(app, found.user);
    },
  );

  app.get(
    '/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'The social sign-ins this server has configured (the sign-in page shows only those)',
        response: { 200: z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) }) },
      },
    },
    async () => ({ providers: OAUTH_PROVIDERS.filter((p) => app.config.oauth[p] !== undefined) }),
  );

  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearerAuth,
        response: { 200: UserSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await app.usersRepository.findById(app.requireUser(request).id);
      // The token outlived its account.
      if (!user) throw unauthorized('account_gone', 'This account no longer exists');
      return user;
    },
  );

  // The refresh credential is the HttpOnly cookie, never a body. Both routes are rate limited
  // like sign-in, and refuse a browser's cross-site request before reading the cookie: see
  // auth/refresh-cookie.ts for the whole CSRF reasoning.
  const refuseCrossSite = (request: FastifyRequest) => {
    if (isCrossSite(request)) throw forbidden('Sessions are refreshed from this site only');
  };

  app.post(
    '/refresh',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Trade the refresh cookie for a new access token (and a new refresh cookie)',
        description:
          'The refresh token is read from the HttpOnly `taalif_refresh` cookie, and a new one set. ' +
          'Each refresh token works once. Presenting one that was already used revokes every ' +
          'token of its sign-in, including the newest.',
        body: NoBodySchema,
        response: { 200: LoginResponseSchema, ...errors, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const token = refreshCookieOf(request);
      if (!token) throw unauthorized('invalid_refresh_token', 'No session to refresh');
      const result = await app.sessionsRepository.rotate(token, env.REFRESH_TOKEN_TTL_SEC);
      const user = result.ok ? await app.usersRepository.findById(result.userId) : undefined;
      if (!result.ok || !user) {
        // A dead credential is not sent again.
        clearRefreshCookie(request, reply);
        if (!result.ok && result.reason === 'reused')
          request.log.warn('refresh token reused: family revoked');
        throw !result.ok && result.reason === 'expired'
          ? unauthorized('token_expired', 'Refresh token expired')
          : unauthorized('invalid_refresh_token', 'Invalid refresh token');
      }
      setRefreshCookie(request, reply, result.refreshToken);
      return sessionResponse(app, user);
    },
  );

  app.post(
    '/logout',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the refresh token and its whole family',
        body: NoBodySchema,
        response: { 204: z.null().describe('Signed out'), ...errors, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const token = refreshCookieOf(request);
      // An unknown token is already signed out: same answer, nothing to learn from it.
      if (token) await app.sessionsRepository.revokeFamilyOf(token);
      clearRefreshCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  await app.register(oauth, { prefix: '/oauth2' });
};

export default routes;
