/**
 * Who may call what, decided in one place for every route.
 *
 * A route states `config: { access }`: 'public', 'user' (any signed-in user) or 'admin'.
 * A route that states nothing is public when it only reads (GET, HEAD, OPTIONS) and
 * admin-only when it writes, so a new write route is closed until someone opens it.
 * The route table is kept (`app.routeTable`) so tests can check every write route.
 *
 * Access tokens are short-lived HS256 JWTs (jose). A bad or expired token on a public
 * route is ignored (the reader stays anonymous); on a protected route it is a 401.
 * On protected routes the account is also read back: a deleted account is refused and the
 * role is the database's, so a demotion or a deletion takes effect at once, not when the
 * token expires. Answers of protected routes are private: `Cache-Control: no-store`.
 */
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyRequest } from 'fastify';
import { isRole, type Role } from '@domain/accounts';
import type { AppConfig } from '../../../config';
import { forbidden, unauthorized } from '../../../lib/http-errors';

export type Access = 'public' | 'user' | 'admin';

export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  username: string;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
    tokens: {
      signAccess(user: AuthUser): Promise<{ token: string; expiresIn: number }>;
      verifyAccess(token: string): Promise<AuthUser>;
    };
    /** The signed-in user of a protected route (the access hook guarantees one). */
    requireUser(request: FastifyRequest): AuthUser;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ISSUER = 'taalif';

/** The access a route has when it states none. */
export const defaultAccess = (method: string): Access => (READS.has(method) ? 'public' : 'admin');

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const secret = config.jwtSecret;
    const ttl = config.env.ACCESS_TOKEN_TTL_SEC;

    app.decorate('tokens', {
      async signAccess(user: AuthUser) {
        const token = await new SignJWT({
          role: user.role,
          email: user.email,
          username: user.username,
        })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime(`${ttl}s`)
          .sign(secret);
        return { token, expiresIn: ttl };
      },
      async verifyAccess(token: string) {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
        });
        if (!payload.sub || !isRole(payload.role)) {
          throw unauthorized('invalid_token', 'Invalid token');
        }
        return {
          id: payload.sub,
          role: payload.role,
          email: String(payload.email ?? ''),
          username: String(payload.username ?? ''),
        };
      },
    });

    app.decorate('routeTable', [] as RouteEntry[]);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const access = route.config?.access ?? defaultAccess(method);
        app.routeTable.push({ method, url: route.url, access });
      }
    });

    app.decorateRequest('user', null);
    app.decorate('requireUser', (request: FastifyRequest) => {
      if (!request.user) throw unauthorized();
      return request.user;
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access ?? defaultAccess(request.method);
      const token = bearer(request);
      if (token) {
        try {
          request.user = await app.tokens.verifyAccess(token);
        } catch (error) {
          if (access === 'public') return;
          const expired = error instanceof joseErrors.JWTExpired;
          throw expired
            ? unauthorized('token_expired', 'Token expired')
            : unauthorized('invalid_token', 'Invalid token');
        }
      }
      if (access === 'public') return;
      if (!request.user) throw unauthorized();
      const account = await app.usersRepository.findById(request.user.id);
      if (!account) throw unauthorized('account_gone', 'This account no longer exists');
      request.user = { ...request.user, role: account.role, email: account.email };
      if (access === 'admin' && request.user.role !== 'ADMIN') throw forbidden();
    });

    app.addHook('onSend', async (request, reply) => {
      const access = request.routeOptions.config?.access ?? defaultAccess(request.method);
      if (access !== 'public' || request.url.startsWith('/api/auth/')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'access' },
);
