/**
 * Renders a client component as the app would: Chakra with the app's theme, i18next, and a
 * TanStack router (memory history) so links inside the component work. For component tests.
 */
import { ChakraProvider } from '@chakra-ui/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
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
