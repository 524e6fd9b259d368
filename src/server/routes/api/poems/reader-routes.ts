/**
 * What readers do with poems besides reading one: free-text search, the advanced filter,
 * word statistics over the whole anthology, and the view and like counters (public writes,
 * one increment per call, rate limited per client address; offline clients replay their
 * outbox one call per event, each with an Idempotency-Key so a retry counts once: see
 * routes/idempotency.ts).
 */
import { onField } from '@domain/error-codes';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import { pageSchemaOf } from '@domain/paging';
import { PoemSchema } from '@domain/schemas/poem';
import { flag, PoemFilterSchema } from '@domain/schemas/poem-filter';
import { parseWordQuery, WORD_QUERY_CODES, WORD_QUERY_MESSAGES } from '@domain/words';
import {
  WordStatisticsQuerySchema,
  WordStatisticsResponseSchema,
} from '@domain/words/word-statistics-schema';
import { badRequest, notFound } from '../../../lib/http-errors';
import { counterRateLimit, IdempotencyHeadersSchema, rememberKey } from '../../idempotency';
import { IdParamsSchema, readErrors } from '../../shared';
import { PoemPageQuerySchema as PageQuery } from '../../poem-page-query';
import { audienceOf } from '../../audience';

const tags = ['poems'];
const SearchQuerySchema = PageQuery.extend({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(200, 'At most 200 characters'),
  /** Find the terms' other spellings too (spelling-key.ts): "Serigne" finds sëriñ. */
  variants: flag.default(true),
});
const FilterQuerySchema = PoemFilterSchema.safeExtend(PageQuery.shape);
const PoemPageSchema = pageSchemaOf(PoemSchema);
const SearchPageSchema = PoemPageSchema.extend({
  /** Poems of this page found only through other spellings of a term: id → those spellings. */
  alsoWritten: z.record(z.string(), z.array(z.string())),
});

/**
 * How many views and likes one client address may count per minute. Without a limit anyone
 * can inflate the counters, and every bump takes the content-write lock and gives the poem a
 * new rev that every client then downloads again. A reader opens a few poems a minute and
 * likes fewer. An offline outbox sends its events with idempotency keys, which have their own,
 * larger allowance (routes/idempotency.ts).
 */
export const VIEW_MAX = 60;
export const LIKE_MAX = 30;
const VIEW_RATE_LIMIT = counterRateLimit(VIEW_MAX);
const LIKE_RATE_LIMIT = counterRateLimit(LIKE_MAX);

const routes: FastifyPluginAsyncZod = async (app) => {
  const poems = app.poemsRepository;

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary:
          'Poems whose title, content or poet name holds every word of q (any case, any ' +
          'accents); with variants (the default), then those holding another spelling of a ' +
          'word of q, listed in alsoWritten',
        querystring: SearchQuerySchema,
        response: { 200: SearchPageSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { q, variants, ...page } = request.query;
      return poems.search(q, page, variants, await audienceOf(app, request));
    },
  );

  app.get(
    '/filter',
    {
      schema: {
        tags,
        summary: 'Poems matching every given criterion of the advanced filter',
        querystring: FilterQuerySchema,
        response: { 200: PoemPageSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { page, size, sort, ...filter } = request.query;
      return poems.filter(filter, { page, size, sort });
    },
  );

  app.get(
    '/statistics/word',
    {
      schema: {
        tags,
        summary:
          'In which poems and stanzas a word, or a phrase of consecutive words ("mbaar ma"), ' +
          'occurs, and how often; with variants (the default), ' +
          'its other spellings too ("Serigne" finds sëriñ), after the spelling asked for',
        querystring: WordStatisticsQuerySchema,
        response: { 200: WordStatisticsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { word, ignoreAccents, variants, page, size } = request.query;
      const parsed = parseWordQuery(word, { ignoreAccents });
      if (!parsed.ok) {
        const message = WORD_QUERY_MESSAGES[parsed.reason];
        const { code, params } = WORD_QUERY_CODES[parsed.reason];
        throw badRequest(message, onField('word', code, message, params));
      }
      return poems.wordStatistics(word, { ignoreAccents, variants }, { page, size });
    },
  );

  for (const counter of ['views', 'likes'] as const) {
    const increment = counter === 'views' ? poems.incrementViews : poems.incrementLikes;
    const rateLimit = counter === 'views' ? VIEW_RATE_LIMIT : LIKE_RATE_LIMIT;
    const max = counter === 'views' ? VIEW_MAX : LIKE_MAX;
    app.post(
      `/:id/${counter === 'views' ? 'view' : 'like'}`,
      {
        config: { access: 'public', rateLimit },
        schema: {
          tags,
          summary:
            `Count one ${counter === 'views' ? 'view' : 'like'} of a poem ` +
            `(at most ${max} a minute per client address; with an Idempotency-Key, a repeated ` +
            `key counts nothing and answers the current count)`,
          params: IdParamsSchema,
          headers: IdempotencyHeadersSchema,
          response: {
            200: z.object({ [counter]: z.number().int() }),
            ...readErrors,
            429: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const counted = await increment(request.params.id, request.headers['idempotency-key']);
        if (counted === undefined) throw notFound('Poem');
        rememberKey(request);
        return { [counter]: counted.value };
      },
    );
  }
};

export default routes;
