/**
 * Every administrator write leaves a line in `audit_log`: who, when, what.
 * It is written for every successful non-read request on an admin-only route, so a
 * new admin route is audited without anyone remembering to. A route that creates a
 * record sets `request.auditEntityId`; routes with an `:id` param are read from it.
 * Field values are not copied (they may hold passwords); the field names are.
 */
import fp from 'fastify-plugin';
import { auditLog } from '../../../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    auditEntityId?: string;
  }
}

export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
        return;
      if (request.routeOptions.config?.access !== 'admin' && request.user?.role !== 'ADMIN') return;
      if (reply.statusCode >= 400 || !request.user) return;
      const url = request.routeOptions.url ?? request.url;
      const params = (request.params ?? {}) as Record<string, string>;
      const body = request.body && typeof request.body === 'object' ? request.body : undefined;
      try {
        await app.db.insert(auditLog).values({
          actorId: request.user.id,
          actorEmail: request.user.email,
          action: `${request.method} ${url}`,
          entity: url.replace(/^\/api\//, '').split('/')[0] ?? url,
          entityId: params.id ?? request.auditEntityId ?? null,
          detail: { status: reply.statusCode, fields: body ? Object.keys(body) : [] },
          ip: request.ip,
        });
      } catch (error) {
        request.log.error({ err: error }, 'audit log write failed');
      }
    });
  },
  { name: 'audit', dependencies: ['db', 'access'] },
);
