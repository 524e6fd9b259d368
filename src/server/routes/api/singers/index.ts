/**
 * /api/singers: the reciters of the recordings. Public reads (a page, one singer, a page of
 * a singer's audios) and administrator writes. Deleting a singer keeps their audios, which
 * lose their singer (singerId becomes null).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AudioSchema } from '@domain/schemas/audio';
import { SingerInputSchema, SingerSchema, SingerUpdateSchema } from '@domain/schemas/singer';
import { AUDIO_SORTS } from '../../../plugins/app/audios/audios-repository';
import {
  SINGER_SORTS,
  createSingersRepository,
} from '../../../plugins/app/singers/singers-repository';
import { audienceOf } from '../../audience';
import { registerCrudRoutes } from '../../crud-routes';
import { registerChildListRoute, registerListRoute } from '../../list-routes';
import { ListTextQuerySchema, sortablePageQuery } from '../../sortable-page-query';

const tags = ['singers'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.singersRepository;

  registerListRoute(app, {
    tags,
    summary: 'A page of singers (sort by name or createdAt; `q`: part of the name)',
    query: sortablePageQuery(SINGER_SORTS).extend({ q: ListTextQuerySchema }),
    item: SingerSchema,
    page: repo.list,
  });

  registerChildListRoute(app, {
    tags,
    path: '/:id/audios',
    summary: "A page of a singer's audios (sort by title, createdAt or plays)",
    parent: { label: 'Singer', exists: repo.findById },
    query: sortablePageQuery(AUDIO_SORTS),
    item: AudioSchema,
    page: async (singerId, query, request) =>
      app.audiosRepository.list(query, { singerId }, await audienceOf(app, request)),
  });

  registerCrudRoutes(app, {
    tags,
    label: 'Singer',
    item: SingerSchema,
    get: { summary: 'One singer', findById: repo.findById },
    post: {
      summary: 'Add a singer',
      body: SingerInputSchema,
      createOn: (db) => createSingersRepository(db).create,
    },
    put: {
      summary: 'Edit a singer (send `version` to refuse a stale edit)',
      body: SingerUpdateSchema,
      update: repo.update,
    },
    delete: {
      summary: 'Delete a singer (their audios stay, without a singer)',
      remove: repo.remove,
    },
  });
};

export default routes;
