/**
 * The router: the generated file-route tree, the context every route receives, and the
 * type registration that makes links and params type-checked across the app.
 */
import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from './components/common/error-screen';
import { NotFoundRedirect } from './components/common/not-found-redirect';
import { routeTree } from './routeTree.gen';

/**
 * What every route's loader and component can reach. Empty for now: the API client is
 * not here on purpose, so it stays out of the entry script (screens read the offline
 * mirror; the few network calls load their client with the code that makes them).
 */
export type RouterContext = Record<string, never>;

export function createAppRouter(context: RouterContext = {}) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundRedirect,
    defaultErrorComponent: ErrorScreen,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

let router: AppRouter | undefined;

/**
 * The app's router, made on first use rather than while the entry script evaluates: building
 * it walks the whole route tree, and main.tsx makes it in a task of its own (the entry's
 * evaluation is the longest task of a page's load on a phone).
 */
export function getRouter(): AppRouter {
  return (router ??= createAppRouter());
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
