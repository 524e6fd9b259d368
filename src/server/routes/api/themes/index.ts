/**
 * /api/themes: the poem categories, in creation order (a page of up to 100, so one call
 * gets them all), one theme, and the administrator's writes. Deleting a theme leaves its
 * poems without a theme.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchemaOf } from '@domain/paging';
import { ThemeInputSchema, ThemeSchema, ThemeUpdateSchema } from '@domain/schemas/theme';
import { THEME_SORT_FIELDS } from '../../../plugins/app/themes-repository';
import { notFound } from '../../../lib/http-errors';
import { bearerAuth, IdParamsSchema, readErrors, writeErrors } from '../../shared';
import { sortablePageQuery } from '../poems/sortable-page-query';

const tags = ['themes'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const themes = app.themesRepository;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A page of themes, in creation order',
        querystring: sortablePageQuery(THEME_SORT_FIELDS),
        response: { 200: pageSchemaOf(ThemeSchema), 400: readErrors[400] },
      },
    },
    async (request) => themes.page(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One theme',
        params: IdParamsSchema,
        response: { 200: ThemeSchema, ...readErrors },
      },
    },
    async (request) => {
      const theme = await themes.findById(request.params.id);
      if (!theme) throw notFound('Theme');
      return theme;
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a theme',
        security: bearerAuth,
        body: ThemeInputSchema,
        response: { 201: ThemeSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await themes.create(request.body);
      request.auditEntityId = created.id;
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update a theme (partial; `version` guards against lost updates)',
        security: bearerAuth,
        params: IdParamsSchema,
        body: ThemeUpdateSchema,
        response: { 200: ThemeSchema, ...writeErrors },
      },
    },
    async (request) => themes.update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a theme (its poems stay, without a theme)',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      if (!(await themes.remove(request.params.id))) throw notFound('Theme');
      return reply.code(204).send(null);
    },
  );
};

export default routes;
