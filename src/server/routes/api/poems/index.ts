/**
 * /api/poems: the list, one poem and the administrator's writes. Reader routes (search,
 * filter, word statistics, views and likes) are in reader-routes.ts, registered here first
 * so their static paths read clearly next to `/:id` (find-my-way prefers static ones anyway).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchemaOf } from '@domain/paging';
import { PoemInputSchema, PoemSchema, PoemUpdateSchema } from '@domain/schemas/poem';
import { notFound } from '../../../lib/http-errors';
import { bearerAuth, IdParamsSchema, readErrors, writeErrors } from '../../shared';
import readerRoutes from './reader-routes';
import { PoemPageQuerySchema } from './poem-page-query';

const tags = ['poems'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const poems = app.poemsRepository;
  await app.register(readerRoutes);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of poems (sort: title, year, views, likes, createdAt)',
        querystring: PoemPageQuerySchema,
        response: { 200: pageSchemaOf(PoemSchema), 400: readErrors[400] },
      },
    },
    async (request) => poems.page(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One poem',
        params: IdParamsSchema,
        response: { 200: PoemSchema, ...readErrors },
      },
    },
    async (request) => {
      const poem = await poems.findById(request.params.id);
      if (!poem) throw notFound('Poem');
      return poem;
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a poem',
        security: bearerAuth,
        body: PoemInputSchema,
        response: { 201: PoemSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await poems.create(request.body);
      request.auditEntityId = created.id;
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update a poem (partial; `version` guards against lost updates)',
        security: bearerAuth,
        params: IdParamsSchema,
        body: PoemUpdateSchema,
        response: { 200: PoemSchema, ...writeErrors },
      },
    },
    async (request) => poems.update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a poem with its recitations and difficult words',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      // The recitations' rows go with the poem (foreign key cascade); their bytes in the
      // audio store are the audios module's to clean up, not this route's.
      if (!(await poems.remove(request.params.id))) throw notFound('Poem');
      return reply.code(204).send(null);
    },
  );
};

export default routes;
