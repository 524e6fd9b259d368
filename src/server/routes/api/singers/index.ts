/**
 * /api/singers: the reciters of the recordings. Public reads (a page, one singer, a page of
 * a singer's audios) and administrator writes. Deleting a singer keeps their audios, which
 * lose their singer (singerId becomes null).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import { pageSchemaOf } from '@domain/paging';
import { AudioSchema } from '@domain/schemas/audio';
import { SingerInputSchema, SingerSchema, SingerUpdateSchema } from '@domain/schemas/singer';
import { notFound } from '../../../lib/http-errors';
import { AUDIO_SORTS } from '../../../plugins/app/audios/audios-repository';
import { SINGER_SORTS } from '../../../plugins/app/singers/singers-repository';
import { registerCrudRoutes } from '../../crud-routes';
import { sortablePageQuery } from '../../sortable-page-query';
import { IdParamsSchema, readErrors } from '../../shared';

const tags = ['singers'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.singersRepository;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of singers (sort by name or createdAt)',
        querystring: sortablePageQuery(SINGER_SORTS),
        response: { 200: pageSchemaOf(SingerSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => repo.list(request.query),
  );

  app.get(
    '/:id/audios',
    {
      schema: {
        tags,
        summary: "A page of a singer's audios (sort by title, createdAt or plays)",
        params: IdParamsSchema,
        querystring: sortablePageQuery(AUDIO_SORTS),
        response: { 200: pageSchemaOf(AudioSchema), ...readErrors },
      },
    },
    async (request) => {
      if (!(await repo.findById(request.params.id))) throw notFound('Singer');
      return app.audiosRepository.list(request.query, { singerId: request.params.id });
    },
  );

  registerCrudRoutes(app, {
    tags,
    label: 'Singer',
    item: SingerSchema,
    get: { summary: 'One singer', findById: repo.findById },
    post: { summary: 'Add a singer', body: SingerInputSchema, create: repo.create },
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
