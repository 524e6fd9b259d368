/**
 * What a successful sign-in answers: a short-lived access token in the body, and a new
 * refresh family whose token the route puts in the HttpOnly cookie (auth/refresh-cookie.ts),
 * never in a body a script could read.
 */
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@domain/schemas/auth';
import type { User } from '@domain/schemas/user';

/** Signs an access token for `user` and starts a refresh-token family. */
export async function startSession(
  app: FastifyInstance,
  user: User,
): Promise<{ response: LoginResponse; refreshToken: string }> {
  const refreshToken = await app.sessionsRepository.start(
    user.id,
    app.config.env.REFRESH_TOKEN_TTL_SEC,
  );
  return { response: await sessionResponse(app, user), refreshToken };
}

/** The login answer for `user`: a new access token and who it is. */
export async function sessionResponse(app: FastifyInstance, user: User): Promise<LoginResponse> {
  const { token } = await app.tokens.signAccess({
    id: user.id,
    role: user.role,
    email: user.email,
    username: user.username,
  });
  return {
    token,
    userId: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
  };
}
