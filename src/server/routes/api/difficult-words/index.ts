/**
 * /api/difficult-words (SPEC.md sections 3, 5, 7, 8): public reads (list, one, a poem's words,
 * search) and administrator writes. A word may name a poem; a poemId that names no poem is
 * the caller's mistake (400 on poemId), never a foreign-key 409 or a 500.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import { MAX_PAGE_SIZE, PageQuerySchema, pageSchemaOf } from '@domain/paging';
import { IdSchema, requiredText } from '@domain/schemas/common';
import {
  DifficultWordInputSchema,
  DifficultWordSchema,
  DifficultWordUpdateSchema,
} from '@domain/schemas/difficult-word';
import {
  DIFFICULT_WORD_SORTS,
  createDifficultWordsRepository,
} from '../../../plugins/app/difficult-words/difficult-words-repository';
import { audienceOf } from '../../audience';
import { registerCrudRoutes } from '../../crud-routes';
import { registerChildListRoute, registerListRoute } from '../../list-routes';
import { registerRevisionRoutes } from '../../revision-routes';
import { sortablePageQuery } from '../../sortable-page-query';

const tags = ['difficult-words'];
const PageOfWords = pageSchemaOf(DifficultWordSchema);
const WordPageQuerySchema = sortablePageQuery(DIFFICULT_WORD_SORTS);
const ListQuerySchema = WordPageQuerySchema.extend({ poemId: IdSchema.optional() });
/** A poem page shows all of its words at once, so this list defaults to the largest page. */
const PoemWordsQuerySchema = WordPageQuerySchema.extend({
  size: PageQuerySchema.shape.size.unwrap().default(MAX_PAGE_SIZE),
});
const SearchQuerySchema = WordPageQuerySchema.extend({
  word: requiredText('Word is required', 200),
  poemId: IdSchema.optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.difficultWordsRepository;

  registerListRoute(app, {
    tags,
    summary: 'A page of difficult words, optionally of one poem',
    query: ListQuerySchema,
    item: DifficultWordSchema,
    page: async ({ poemId, ...page }, request) =>
      repo.list(page, { poemId }, await audienceOf(app, request)),
  });

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary:
          'Difficult words containing a text, ignoring case and accents (of one poem: poemId)',
        querystring: SearchQuerySchema,
        response: { 200: PageOfWords, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { word, poemId, ...page } = request.query;
      return repo.search(word, page, { poemId }, await audienceOf(app, request));
    },
  );

  registerChildListRoute(app, {
    tags,
    path: '/poem/:id',
    summary: 'The difficult words of one poem (a page of up to 100)',
    parent: {
      label: 'Poem',
      exists: async (id, request) => repo.poemExists(id, await audienceOf(app, request)),
    },
    query: PoemWordsQuerySchema,
    item: DifficultWordSchema,
    page: async (poemId, query, request) =>
      repo.list(query, { poemId }, await audienceOf(app, request)),
  });

  registerCrudRoutes(app, {
    tags,
    label: 'Difficult word',
    item: DifficultWordSchema,
    get: {
      summary: 'One difficult word',
      findById: async (id, request) => repo.findById(id, await audienceOf(app, request)),
    },
    post: {
      summary: 'Add a difficult word',
      body: DifficultWordInputSchema,
      createOn: (db) => createDifficultWordsRepository(db).create,
    },
    put: {
      summary: 'Edit a difficult word (send `version` to refuse a stale edit)',
      body: DifficultWordUpdateSchema,
      update: repo.update,
    },
    delete: { summary: 'Delete a difficult word', remove: repo.remove },
  });

  registerRevisionRoutes(app, {
    tags,
    label: 'Difficult word',
    entity: 'difficult-words',
    item: DifficultWordSchema,
    updateSchema: DifficultWordUpdateSchema,
    update: repo.update,
  });
};

export default routes;
