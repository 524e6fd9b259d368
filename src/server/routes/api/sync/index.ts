/**
 * GET /api/sync?since=REV&limit=N: the change feed the offline client pulls (DESIGN.md
 * section 5). Public: it carries only the public anthology. The consistency argument lives
 * in plugins/app/sync-repository.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import { SyncQuerySchema, SyncResponseSchema } from '@domain/sync/change';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sync'],
        summary: 'Rows and tombstones changed after a cursor, in rev order',
        querystring: SyncQuerySchema,
        response: { 200: SyncResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { since, limit } = request.query;
      // Every answer depends on the cursor and changes with each write: never cache it.
      reply.header('cache-control', 'no-store');
      return app.syncRepository.changesSince(since, limit);
    },
  );
};

export default routes;
