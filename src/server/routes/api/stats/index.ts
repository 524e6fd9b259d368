/**
 * /api/stats: the home page's counters (how many poems, poets, users, …). Counts only.
 * Public and cacheable like every content read (public-cache.ts); users are not in the change
 * feed, so their count is part of the ETag.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StatsSummarySchema } from '@domain/schemas/stats-summary';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    {
      config: { publicCache: { variant: () => app.usersRepository.count() } },
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
