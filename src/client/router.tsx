/**
 * The router: the generated file-route tree, the context every route receives, and the
 * type registration that makes links and params type-checked across the app.
 */
import { createRouter } from '@tanstack/react-router';
import type { KyInstance } from 'ky';
import { http } from './api/http';
import { NotFoundRedirect } from './components/common/not-found-redirect';
import { routeTree } from './routeTree.gen';

/** What every route's loader and component can reach (the local database and sync join later). */
export interface RouterContext {
  http: KyInstance;
}

export function createAppRouter(context: RouterContext = { http }) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundRedirect,
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
