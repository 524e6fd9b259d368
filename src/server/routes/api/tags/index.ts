/**
 * /api/tags: pages sorted by name (`?q=` part of the name), one tag, a tag's poems, and the administrator's writes.
 * Names are unique whatever their case (409 with `fields.name`); deleting a tag takes it off
 * every poem.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PoemSchema } from '@domain/schemas/poem';
import { TagInputSchema, TagSchema, TagUpdateSchema } from '@domain/schemas/tag';
import { TAG_SORT_FIELDS, createTagsRepository } from '../../../plugins/app/tags/tags-repository';
import { registerCrudRoutes } from '../../crud-routes';
import { registerChildListRoute, registerListRoute } from '../../list-routes';
import { PoemPageQuerySchema } from '../../poem-page-query';
import { ListTextQuerySchema, sortablePageQuery } from '../../sortable-page-query';

const tags = ['tags'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.tagsRepository;

  registerListRoute(app, {
    tags,
    summary: 'A page of tags, by name (sort: name, createdAt; `q`: part of the name)',
    query: sortablePageQuery(TAG_SORT_FIELDS).extend({ q: ListTextQuerySchema }),
    item: TagSchema,
    page: repository.page,
  });

  registerChildListRoute(app, {
    tags,
    path: '/:id/poems',
    summary: 'A page of the poems that carry a tag',
    parent: { label: 'Tag', exists: repository.findById },
    query: PoemPageQuerySchema,
    item: PoemSchema,
    page: app.poemsRepository.byTag,
  });

  registerCrudRoutes(app, {
    tags,
    label: 'Tag',
    item: TagSchema,
    get: { summary: 'One tag', findById: repository.findById },
    post: {
      summary: 'Create a tag',
      body: TagInputSchema,
      createOn: (db) => createTagsRepository(db).create,
    },
    put: {
      summary: 'Rename a tag (`version` guards against lost updates)',
      body: TagUpdateSchema,
      update: repository.update,
    },
    delete: { summary: 'Delete a tag and take it off every poem', remove: repository.remove },
  });
};

export default routes;
