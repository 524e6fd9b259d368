/**
 * /api/desk: the curators' desk, administrators only. One read for the dashboard's home
 * rather than six: the counts of the work waiting (deskRepository, one statement), the
 * recordings readers report (drift reports about their current timing) and the latest audit
 * lines. Each figure is computed with the condition of the list the dashboard links it to.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DESK_ACTIVITY_SIZE, DeskSchema } from '@domain/schemas/desk';
import { bearerAuth, writeErrors } from '../../shared';

const { 400: _bad, 404: _none, 409: _neither, ...errors } = writeErrors;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['desk'],
        summary:
          'The work waiting (unpublished poems, recordings untimed, to review or reported, ' +
          'the trash) and the latest audit lines',
        security: bearerAuth,
        response: { 200: DeskSchema, ...errors },
      },
    },
    async () => {
      const [counts, reported, activity] = await Promise.all([
        app.deskRepository.counts(),
        app.driftReportsRepository.listCounts(),
        app.auditLogRepository.page({ page: 0, size: DESK_ACTIVITY_SIZE }),
      ]);
      return {
        poems: { draft: counts.draft, scheduled: counts.scheduled },
        recordings: { untimed: counts.untimed, review: counts.review, reported: reported.length },
        trash: counts.trash,
        activity: activity.content,
      };
    },
  );
};

export default routes;
