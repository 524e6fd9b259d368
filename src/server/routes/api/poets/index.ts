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
import { POET_SORT_FIELDS } from '../../../plugins/app/poets-repository';
import { notFound } from '../../../lib/http-errors';
import { bearerAuth, IdParamsSchema, readErrors, writeErrors } from '../../shared';
import { PoemPageQuerySchema } from '../poems/poem-page-query';
import { sortablePageQuery } from '../poems/sortable-page-query';

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
    '/:id',
    {
      schema: {
        tags,
        summary: 'One poet, with the number of their poems',
        params: IdParamsSchema,
        response: { 200: PoetSchema, ...readErrors },
      },
    },
    async (request) => {
      const poet = await poets.findById(request.params.id);
      if (!poet) throw notFound('Poet');
      return poet;
    },
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

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a poet',
        security: bearerAuth,
        body: PoetInputSchema,
        response: { 201: PoetSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await poets.create(request.body);
      request.auditEntityId = created.id;
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update a poet (partial; `version` guards against lost updates)',
        security: bearerAuth,
        params: IdParamsSchema,
        body: PoetUpdateSchema,
        response: { 200: PoetSchema, ...writeErrors },
      },
    },
    async (request) => poets.update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a poet who has no poems left',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!(await poets.remove(request.params.id))) throw notFound('Poet');
      return reply.code(204).send(null);
    },
  );
};

export default routes;
