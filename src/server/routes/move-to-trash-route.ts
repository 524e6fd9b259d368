/**
 * `DELETE /:id` of a poem, a poet or a recording: moves the record (and what hangs on it)
 * to the trash (plugins/app/trash/trash-repository.ts) instead of destroying it: 204, 404 when
 * there is no such record, 409 for a poet who still has poems. Admin-only (the access hook's
 * default for writes); the trash keeps who deleted it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrashEntity } from '@domain/schemas/trash';
import { notFound } from '../lib/http-errors';
import { orRefuse } from './refused';
import { bearerAuth, IdParamsSchema, writeErrors } from './shared';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export function registerMoveToTrashRoute(
  app: ZodApp,
  options: { tags: string[]; label: string; entity: TrashEntity; summary: string },
): void {
  app.delete(
    '/:id',
    {
      schema: {
        tags: options.tags,
        summary: options.summary,
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = app.requireUser(request);
      const moved = await app.trashRepository.moveToTrash(options.entity, request.params.id, {
        id: user.id,
        email: user.email,
      });
      if (!orRefuse(moved, options.label)) throw notFound(options.label);
      return reply.code(204).send(null);
    },
  );
}
