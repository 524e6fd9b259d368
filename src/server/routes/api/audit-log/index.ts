/**
 * /api/audit-log: what administrators wrote, for administrators only (reads included: the
 * lines name accounts and addresses). A page of lines newest first, filtered by `entity`
 * and `actorId`; and `/actors`, the administrators the log names, for the screen's filter.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchemaOf } from '@domain/paging';
import { AuditActorSchema, AuditEntrySchema, AuditLogQuerySchema } from '@domain/schemas/audit-log';
import { bearerAuth, writeErrors } from '../../shared';

const admin = { access: 'admin' as const };
const tags = ['audit-log'];
const { 404: _none, 409: _neither, ...errors } = writeErrors;

const routes: FastifyPluginAsyncZod = async (app) => {
  const log = app.auditLogRepository;

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A page of the audit log, newest first (filters: entity, actorId)',
        security: bearerAuth,
        querystring: AuditLogQuerySchema,
        response: { 200: pageSchemaOf(AuditEntrySchema), ...errors },
      },
    },
    async (request) => log.page(request.query),
  );

  app.get(
    '/actors',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The administrators the audit log names',
        security: bearerAuth,
        response: { 200: z.array(AuditActorSchema), ...errors },
      },
    },
    async () => log.actors(),
  );
};

export default routes;
