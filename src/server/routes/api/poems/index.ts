/**
 * /api/poems: the list, one poem and the administrator's writes. Reader routes (search,
 * filter, word statistics, views and likes) are in reader-routes.ts, registered here first
 * so their static paths read clearly next to `/:id` (find-my-way prefers static ones anyway).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PoemInputSchema, PoemSchema, PoemUpdateSchema } from '@domain/schemas/poem';
import { registerCrudRoutes } from '../../crud-routes';
import { registerListRoute } from '../../list-routes';
import readerRoutes from './reader-routes';
import { PoemPageQuerySchema } from '../../poem-page-query';
import { removePoemWithAudio } from './remove-poem';
import { createPoemsRepository } from '../../../plugins/app/poems/poems-repository';

const tags = ['poems'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const poems = app.poemsRepository;
  await app.register(readerRoutes);

  registerListRoute(app, {
    tags,
    summary: 'A page of poems (sort: title, year, views, likes, createdAt)',
    query: PoemPageQuerySchema,
    item: PoemSchema,
    page: poems.page,
  });

  registerCrudRoutes(app, {
    tags,
    label: 'Poem',
    item: PoemSchema,
    get: { summary: 'One poem', findById: poems.findById },
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
    // The recitations' rows go with the poem (foreign key cascade); their bytes in the
    // audio store are deleted after it (remove-poem.ts).
    delete: {
      summary: 'Delete a poem with its recitations (and their files) and difficult words',
      remove: removePoemWithAudio({
        poems,
        audios: app.audiosRepository,
        audioStore: app.audioStore,
        log: app.log,
      }),
    },
  });
};

export default routes;
