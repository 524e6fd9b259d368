/**
 * /api/singers: the reciters of the recordings. Public reads (a page, one singer, a page of
 * a singer's audios) and administrator writes. Deleting a singer keeps their audios, which
 * lose their singer (singerId becomes null).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import { PageQuerySchema, pageSchemaOf, type Sort } from '@domain/paging';
import { AudioSchema } from '@domain/schemas/audio';
import { SingerInputSchema, SingerSchema, SingerUpdateSchema } from '@domain/schemas/singer';
import { badRequest, notFound, staleVersion } from '../../../lib/http-errors';
import { AUDIO_SORTS } from '../../../plugins/app/audios-repository';
import { SINGER_SORTS } from '../../../plugins/app/singers-repository';
import { IdParamsSchema, bearerAuth, readErrors, writeErrors } from '../../shared';

const tags = ['singers'];

function checkSort(sort: Sort | undefined, allowed: readonly string[]) {
  if (sort && !allowed.includes(sort.field)) {
    throw badRequest('Invalid sort', { sort: `Sort by ${allowed.join(', ')}` });
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.singersRepository;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of singers (sort by name or createdAt)',
        querystring: PageQuerySchema,
        response: { 200: pageSchemaOf(SingerSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      checkSort(request.query.sort, SINGER_SORTS);
      return repo.list(request.query);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One singer',
        params: IdParamsSchema,
        response: { 200: SingerSchema, ...readErrors },
      },
    },
    async (request) => {
      const singer = await repo.findById(request.params.id);
      if (!singer) throw notFound('Singer');
      return singer;
    },
  );

  app.get(
    '/:id/audios',
    {
      schema: {
        tags,
        summary: "A page of a singer's audios (sort by title, createdAt or plays)",
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: pageSchemaOf(AudioSchema), ...readErrors },
      },
    },
    async (request) => {
      checkSort(request.query.sort, AUDIO_SORTS);
      if (!(await repo.findById(request.params.id))) throw notFound('Singer');
      return app.audiosRepository.list(request.query, { singerId: request.params.id });
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a singer',
        security: bearerAuth,
        body: SingerInputSchema,
        response: { 201: SingerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await repo.create(request.body);
      request.auditEntityId = created.id;
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a singer (send `version` to refuse a stale edit)',
        security: bearerAuth,
        params: IdParamsSchema,
        body: SingerUpdateSchema,
        response: { 200: SingerSchema, ...writeErrors },
      },
    },
    async (request) => {
      const result = await repo.update(request.params.id, request.body);
      if (result === 'not-found') throw notFound('Singer');
      if (result === 'stale') throw staleVersion();
      return result;
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a singer (their audios stay, without a singer)',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!(await repo.remove(request.params.id))) throw notFound('Singer');
      return reply.code(204).send(null);
    },
  );
};

export default routes;
