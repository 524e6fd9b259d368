/**
 * /api/themes: the poem categories, in creation order (a page of up to 100, so one call
 * gets them all), one theme, and the administrator's writes. Deleting a theme leaves its
 * poems without a theme.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ThemeInputSchema, ThemeSchema, ThemeUpdateSchema } from '@domain/schemas/theme';
import {
  THEME_SORT_FIELDS,
  createThemesRepository,
} from '../../../plugins/app/themes/themes-repository';
import { registerCrudRoutes } from '../../crud-routes';
import { registerListRoute } from '../../list-routes';
import { ListTextQuerySchema, sortablePageQuery } from '../../sortable-page-query';

const tags = ['themes'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const themes = app.themesRepository;

  registerListRoute(app, {
    tags,
    summary: 'A page of themes, in creation order (`q`: part of a name in any language)',
    query: sortablePageQuery(THEME_SORT_FIELDS).extend({ q: ListTextQuerySchema }),
    item: ThemeSchema,
    page: themes.page,
  });

  registerCrudRoutes(app, {
    tags,
    label: 'Theme',
    item: ThemeSchema,
    get: { summary: 'One theme', findById: themes.findById },
    post: {
      summary: 'Create a theme',
      body: ThemeInputSchema,
      createOn: (db) => createThemesRepository(db).create,
    },
    put: {
      summary: 'Update a theme (partial; `version` guards against lost updates)',
      body: ThemeUpdateSchema,
      update: themes.update,
    },
    delete: { summary: 'Delete a theme (its poems stay, without a theme)', remove: themes.remove },
  });
};

export default routes;
