/**
 * Renders a client component as the app would: Chakra with the app's theme, i18next, and a
 * TanStack router (memory history) so links inside the component work. For component tests.
 */
import { ChakraProvider } from '@chakra-ui/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { i18n } from '@client/i18n/i18n';
import { getSystem } from '@client/theme/system';

/** Renders `ui` at `path` in French unless `language` says otherwise; the router renders asynchronously, so query with findBy. */
export async function renderInApp(ui: () => ReactNode, { path = '/', language = 'fr' } = {}) {
  await i18n.changeLanguage(language);
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { ...result, router };
}

/** What a dashboard list takes from its route: its search, and how to change it. */
export interface ListRouteProps<Search> {
  search: Search;
  onSearchChange: (search: Search, options?: { replace?: boolean }) => void;
}

/**
 * Renders a dashboard list at `url` in a router of its own, with one route at `url`'s path
 * that validates the search as the app's does: the list reads its state from the URL and
 * writes it back there (navigation through this router, not the app's registered one, which
 * types its own paths).
 */
export async function renderListRoute<Search>(
  url: string,
  validateSearch: (raw: Record<string, unknown>) => Search,
  list: (props: ListRouteProps<Search>) => ReactNode,
) {
  await i18n.changeLanguage('fr');
  const rootRoute = createRootRoute();
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: new URL(url, 'http://taalif.test').pathname,
    validateSearch,
    component: function List() {
      return list({
        search: listRoute.useSearch() as Search,
        onSearchChange: (search, options) =>
          void router.navigate({ search: search as never, replace: options?.replace }),
      });
    },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]), history });
  render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, history };
}
