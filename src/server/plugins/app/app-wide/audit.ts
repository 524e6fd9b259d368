/**
 * Every administrator write leaves a line in `audit_log`: who, when, what.
 * It is written for every successful non-read request on an admin-only route, so a
 * new admin route is audited without anyone remembering to. A route that creates a
 * record sets `request.auditEntityId`; routes with an `:id` param are read from it.
 * Field values are not copied (they may hold passwords); the field names are. A write of a
 * record that keeps revisions (poems, poets, difficult words, recordings) also notes the
 * revision it made (a delete: the record's last one), from which the log shows the record's
 * name and its changed fields before and after (audit-log-repository.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRevisionedEntity } from '@domain/schemas/revision';
import { auditLog } from '../../../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    auditEntityId?: string;
  }
  interface FastifyContextConfig {
    /** false: the route writes its own lines (writeAuditLine), one per record it changes. */
    audit?: false;
  }
}

/** One line: who (the request's administrator), what (`action` on `entity` `entityId`), which fields. */
export interface AuditLine {
  action: string;
  entity: string;
  entityId: string | null;
  status: number;
  fields: string[];
  /** A revisioned record's update (not its delete) notes the revision the actor made. */
  deleted?: boolean;
}

/**
 * Writes one audit line for `request`'s administrator, with the revision the write kept. A
 * route that writes several records (the import) calls it once per record, each line as the
 * record's own save would have left it.
 */
export async function writeAuditLine(
  app: FastifyInstance,
  request: FastifyRequest,
  line: AuditLine,
): Promise<void> {
  const user = request.user;
  if (!user) return;
  try {
    // Revisions are repositories' reads; they are registered after this plugin, and the
    // hook only runs once the app is ready.
    const revision =
      line.entityId && isRevisionedEntity(line.entity)
        ? await app.revisionsRepository.latestId(
            line.entity,
            line.entityId,
            line.deleted ? undefined : user.id,
          )
        : undefined;
    await app.db.insert(auditLog).values({
      actorId: user.id,
      actorEmail: user.email,
      action: line.action,
      entity: line.entity,
      entityId: line.entityId,
      detail: {
        status: line.status,
        fields: line.fields,
        ...(revision ? { revision } : {}),
      },
      ip: request.ip,
    });
  } catch (error) {
    request.log.error({ err: error }, 'audit log write failed');
  }
}

export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
        return;
      if (request.routeOptions.config?.audit === false) return;
      if (request.routeOptions.config?.access !== 'admin' && request.user?.role !== 'ADMIN') return;
      if (reply.statusCode >= 400 || !request.user) return;
      const url = request.routeOptions.url ?? request.url;
      // An administrator's own library (/api/me/…) is a reader's private data, not
      // administration: its taps and reading positions would flood the log.
      if (url.startsWith('/api/me/')) return;
      const params = (request.params ?? {}) as Record<string, string>;
      const body = request.body && typeof request.body === 'object' ? request.body : undefined;
      await writeAuditLine(app, request, {
        action: `${request.method} ${url}`,
        entity: url.replace(/^\/api\//, '').split('/')[0] ?? url,
        entityId: params.id ?? request.auditEntityId ?? null,
        status: reply.statusCode,
        fields: body ? Object.keys(body) : [],
        deleted: request.method === 'DELETE',
      });
    });
  },
  { name: 'audit', dependencies: ['db', 'access'] },
);
