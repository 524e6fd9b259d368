/** /api/stats: the home page's counters (how many poems, poets, users, …). Counts only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StatsSummarySchema } from '@domain/schemas/stats-summary';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    {
      schema: {
        tags: ['stats'],
        summary: 'How many poems, poets, users, recitations, difficult words, themes and tags',
        response: { 200: StatsSummarySchema },
      },
    },
    async () => app.poemsRepository.countAnthology(),
  );
};

export default routes;
