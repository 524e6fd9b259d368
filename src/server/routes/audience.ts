/**
 * Who reads a public route: an administrator also sees drafts and scheduled poems. The token
 * is only a claim on a public route (access.ts does not read the account back there), so the
 * role is checked in the database, as on protected routes: a demoted administrator stops
 * seeing unpublished poems at once. Such answers never enter the public cache (public-cache.ts
 * skips a request whose token says ADMIN).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { READERS, type Audience } from '../plugins/app/poems/poem-row';

export async function audienceOf(app: FastifyInstance, request: FastifyRequest): Promise<Audience> {
  if (request.user?.role !== 'ADMIN') return READERS;
  const account = await app.usersRepository.findById(request.user.id);
  return { unpublished: account?.role === 'ADMIN' };
}
