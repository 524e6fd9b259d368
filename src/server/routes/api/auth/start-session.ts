/** What a successful sign-in answers: a short-lived access token and a new refresh family. */
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@domain/schemas/auth';
import type { User } from '@domain/schemas/user';

/** Signs an access token for `user` and starts a refresh-token family. */
export async function startSession(app: FastifyInstance, user: User): Promise<LoginResponse> {
  const refreshToken = await app.sessionsRepository.start(
    user.id,
    app.config.env.REFRESH_TOKEN_TTL_SEC,
  );
  return sessionResponse(app, user, refreshToken);
}

/** The login answer for `user` with a refresh token already issued. */
export async function sessionResponse(
  app: FastifyInstance,
  user: User,
  refreshToken: string,
): Promise<LoginResponse> {
  const { token } = await app.tokens.signAccess({
    id: user.id,
    role: user.role,
    email: user.email,
    username: user.username,
  });
  return {
    token,
    refreshToken,
    userId: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
  };
}
