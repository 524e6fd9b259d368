/**
 * /api/tags: pages sorted by name, one tag, a tag's poems, and the administrator's writes.
 * Names are unique whatever their case (409 with `fields.name`); deleting a tag takes it off
 * every poem.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchemaOf } from '@domain/paging';
import { PoemSchema } from '@domain/schemas/poem';
import { TagInputSchema, TagSchema, TagUpdateSchema } from '@domain/schemas/tag';
import { TAG_SORT_FIELDS } from '../../../plugins/app/tags/tags-repository';
import { notFound } from '../../../lib/http-errors';
import { registerCrudRoutes } from '../../crud-routes';
import { IdParamsSchema, readErrors } from '../../shared';
import { PoemPageQuerySchema } from '../../poem-page-query';
import { sortablePageQuery } from '../../sortable-page-query';

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

  registerCrudRoutes(app, {
    tags,
    label: 'Tag',
    item: TagSchema,
    get: { summary: 'One tag', findById: repository.findById },
    post: { summary: 'Create a tag', body: TagInputSchema, create: repository.create },
    put: {
      summary: 'Rename a tag (`version` guards against lost updates)',
      body: TagUpdateSchema,
      update: repository.update,
    },
    delete: { summary: 'Delete a tag and take it off every poem', remove: repository.remove },
  });
};

export default routes;
