/**
 * /api/tags: pages sorted by name, one tag, a tag's poems, and the administrator's writes.
 * Names are unique whatever their case (409 with `fields.name`); deleting a tag takes it off
 * every poem.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchemaOf } from '@domain/paging';
import { PoemSchema } from '@domain/schemas/poem';
import { TagInputSchema, TagSchema, TagUpdateSchema } from '@domain/schemas/tag';
import { TAG_SORT_FIELDS } from '../../../plugins/app/tags-repository';
import { notFound } from '../../../lib/http-errors';
import { bearerAuth, IdParamsSchema, readErrors, writeErrors } from '../../shared';
import { PoemPageQuerySchema } from '../poems/poem-page-query';
import { sortablePageQuery } from '../poems/sortable-page-query';

const tags = ['tags'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.tagsRepository;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of tags, by name (sort: name, createdAt)',
        querystring: sortablePageQuery(TAG_SORT_FIELDS),
        response: { 200: pageSchemaOf(TagSchema), 400: readErrors[400] },
      },
    },
    async (request) => repository.page(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One tag',
        params: IdParamsSchema,
        response: { 200: TagSchema, ...readErrors },
      },
    },
    async (request) => {
      const tag = await repository.findById(request.params.id);
      if (!tag) throw notFound('Tag');
      return tag;
    },
  );

  app.get(
    '/:id/poems',
    {
      schema: {
        tags,
        summary: 'A page of the poems that carry a tag',
        params: IdParamsSchema,
        querystring: PoemPageQuerySchema,
        response: { 200: pageSchemaOf(PoemSchema), ...readErrors },
      },
    },
    async (request) => {
      if (!(await repository.findById(request.params.id))) throw notFound('Tag');
      return app.poemsRepository.byTag(request.params.id, request.query);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a tag',
        security: bearerAuth,
        body: TagInputSchema,
        response: { 201: TagSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await repository.create(request.body);
      request.auditEntityId = created.id;
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Rename a tag (`version` guards against lost updates)',
        security: bearerAuth,
        params: IdParamsSchema,
        body: TagUpdateSchema,
        response: { 200: TagSchema, ...writeErrors },
      },
    },
    async (request) => repository.update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a tag and take it off every poem',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!(await repository.remove(request.params.id))) throw notFound('Tag');
      return reply.code(204).send(null);
    },
  );
};

export default routes;
