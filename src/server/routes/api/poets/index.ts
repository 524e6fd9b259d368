/**
 * /api/poets: pages (sort, `?q=` part of the name, `?status=`), one poet with its poem count,
 * a poet's poems, and the administrator's writes. Deleting a poet who still has poems is
 * refused (409) rather than taking poems with it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchemaOf } from '@domain/paging';
import { PoemSchema } from '@domain/schemas/poem';
import {
  PoetInputSchema,
  PoetSchema,
  PoetStatusSchema,
  PoetUpdateSchema,
} from '@domain/schemas/poet';
import { POET_SORT_FIELDS } from '../../../plugins/app/poets/poets-repository';
import { notFound } from '../../../lib/http-errors';
import { registerCrudRoutes } from '../../crud-routes';
import { IdParamsSchema, readErrors } from '../../shared';
import { PoemPageQuerySchema } from '../../poem-page-query';
import { sortablePageQuery } from '../../sortable-page-query';

const tags = ['poets'];
const PoetListQuerySchema = sortablePageQuery(POET_SORT_FIELDS).extend({
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
  status: PoetStatusSchema.optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const poets = app.poetsRepository;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of poets (sort: name, birthYear, createdAt)',
        querystring: PoetListQuerySchema,
        response: { 200: pageSchemaOf(PoetSchema), 400: readErrors[400] },
      },
    },
    async (request) => poets.page(request.query),
  );

  app.get(
    '/:id/poems',
    {
      schema: {
        tags,
        summary: "A page of a poet's poems",
        params: IdParamsSchema,
        querystring: PoemPageQuerySchema,
        response: { 200: pageSchemaOf(PoemSchema), ...readErrors },
      },
    },
    async (request) => {
      if (!(await poets.findById(request.params.id))) throw notFound('Poet');
      return app.poemsRepository.byPoet(request.params.id, request.query);
    },
  );

  registerCrudRoutes(app, {
    tags,
    label: 'Poet',
    item: PoetSchema,
    get: { summary: 'One poet, with the number of their poems', findById: poets.findById },
    post: { summary: 'Create a poet', body: PoetInputSchema, create: poets.create },
    put: {
      summary: 'Update a poet (partial; `version` guards against lost updates)',
      body: PoetUpdateSchema,
      update: poets.update,
    },
    // remove() answers 409 itself while the poet still has poems.
    delete: { summary: 'Delete a poet who has no poems left', remove: poets.remove },
  });
};

export default routes;
