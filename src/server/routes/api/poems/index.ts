/**
 * /api/poems: the list, one poem and the administrator's writes. Reader routes (search,
 * filter, word statistics, views and likes) are in reader-routes.ts, registered here first
 * so their static paths read clearly next to `/:id` (find-my-way prefers static ones anyway).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PoemInputSchema, PoemSchema, PoemUpdateSchema } from '@domain/schemas/poem';
import { registerCrudRoutes } from '../../crud-routes';
import { registerMoveToTrashRoute } from '../../move-to-trash-route';
import { registerListRoute } from '../../list-routes';
import { registerRevisionRoutes } from '../../revision-routes';
import readerRoutes from './reader-routes';
import { PoemListQuerySchema } from '../../poem-page-query';
import { createPoemsRepository } from '../../../plugins/app/poems/poems-repository';
import { audienceOf } from '../../audience';

const tags = ['poems'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const poems = app.poemsRepository;
  await app.register(readerRoutes);

  registerListRoute(app, {
    tags,
    summary:
      'A page of poems (sort: title, year, views, likes, createdAt; filters: q, poet, themeId, ' +
      "tag, withAudio, state). Readers get published poems only; with an administrator's " +
      'token, drafts and scheduled poems too (state: draft, scheduled, published)',
    query: PoemListQuerySchema,
    item: PoemSchema,
    page: async (query, request) => {
      const { page, size, sort, q, state, poet, themeId, tag, withAudio } = query;
      const filter = { q, state, poet, themeId, tag, withAudio };
      return poems.desk(filter, { page, size, sort }, await audienceOf(app, request));
    },
  });

  registerCrudRoutes(app, {
    tags,
    label: 'Poem',
    item: PoemSchema,
    get: {
      summary: 'One poem (a draft or a scheduled one: administrators only, else 404)',
      findById: async (id, request) =>
        (await audienceOf(app, request)).unpublished ? poems.findById(id) : poems.findPublished(id),
    },
    post: {
      summary: 'Create a poem',
      body: PoemInputSchema,
      createOn: (db) => createPoemsRepository(db).create,
    },
    put: {
      summary: 'Update a poem (partial; `version` guards against lost updates)',
      body: PoemUpdateSchema,
      update: poems.update,
    },
  });

  registerMoveToTrashRoute(app, {
    tags,
    label: 'Poem',
    entity: 'poems',
    summary: 'Move a poem to the trash, with its recordings and difficult words',
  });

  registerRevisionRoutes(app, {
    tags,
    label: 'Poem',
    entity: 'poems',
    item: PoemSchema,
    updateSchema: PoemUpdateSchema,
    update: poems.update,
  });
};

export default routes;
