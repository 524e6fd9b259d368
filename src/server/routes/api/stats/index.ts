/** /api/stats: the home page's counters (how many poems, poets, users, …). Counts only. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const count = z.number().int();
const SummarySchema = z.object({
  poems: count,
  poets: count,
  users: count,
  audios: count,
  difficultWords: count,
  themes: count,
  tags: count,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/summary',
    {
      schema: {
        tags: ['stats'],
        summary: 'How many poems, poets, users, recitations, difficult words, themes and tags',
        response: { 200: SummarySchema },
      },
    },
    async () => app.poemsRepository.countAnthology(),
  );
};

export default routes;
