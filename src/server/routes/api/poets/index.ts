/**
 * /api/poets: pages (sort, `?q=` part of the name, `?status=`), one poet with its poem count,
 * a poet's poems, and the administrator's writes. Deleting a poet who still has poems is
 * refused (409) rather than taking poems with it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PoemSchema } from '@domain/schemas/poem';
import {
  PoetInputSchema,
  PoetSchema,
  PoetStatusSchema,
  PoetUpdateSchema,
} from '@domain/schemas/poet';
import {
  POET_SORT_FIELDS,
  createPoetsRepository,
} from '../../../plugins/app/poets/poets-repository';
import { registerCrudRoutes } from '../../crud-routes';
import { registerMoveToTrashRoute } from '../../move-to-trash-route';
import { registerChildListRoute, registerListRoute } from '../../list-routes';
import { registerRevisionRoutes } from '../../revision-routes';
import { PoemPageQuerySchema } from '../../poem-page-query';
import { sortablePageQuery } from '../../sortable-page-query';

const tags = ['poets'];
const PoetListQuerySchema = sortablePageQuery(POET_SORT_FIELDS).extend({
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
  status: PoetStatusSchema.optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const poets = app.poetsRepository;

  registerListRoute(app, {
    tags,
    summary: 'A page of poets (sort: name, birthYear, createdAt)',
    query: PoetListQuerySchema,
    item: PoetSchema,
    page: poets.page,
  });

  registerChildListRoute(app, {
    tags,
    path: '/:id/poems',
    summary: "A page of a poet's poems",
    parent: { label: 'Poet', exists: poets.findById },
    query: PoemPageQuerySchema,
    item: PoemSchema,
    page: app.poemsRepository.byPoet,
  });

  registerCrudRoutes(app, {
    tags,
    label: 'Poet',
    item: PoetSchema,
    get: { summary: 'One poet, with the number of their poems', findById: poets.findById },
    post: {
      summary: 'Create a poet',
      body: PoetInputSchema,
      createOn: (db) => createPoetsRepository(db).create,
    },
    put: {
      summary: 'Update a poet (partial; `version` guards against lost updates)',
      body: PoetUpdateSchema,
      update: poets.update,
    },
  });

  // A poet with poems is refused (409 still_referenced): their poems go to the trash first.
  registerMoveToTrashRoute(app, {
    tags,
    label: 'Poet',
    entity: 'poets',
    summary: 'Move a poet who has no poems left to the trash',
  });

  registerRevisionRoutes(app, {
    tags,
    label: 'Poet',
    entity: 'poets',
    item: PoetSchema,
    updateSchema: PoetUpdateSchema,
    update: poets.update,
  });
};

export default routes;
