import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ErrorScreen } from '@client/components/common/error-screen';
import { NotFoundRedirect } from '@client/components/common/not-found-redirect';
import { UpdateBanner } from '@client/components/pwa/update-banner';
import { authStore } from '@client/features/auth/auth-store';
import { SessionExpiryWatcher } from '@client/features/auth/components/session-expiry-watcher';
import type { RouterContext } from '@client/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Starts the initial auth check without holding the page (SPEC section 4).
  beforeLoad: () => void authStore.ready(),
  component: RootComponent,
  notFoundComponent: NotFoundRedirect,
  errorComponent: ErrorScreen,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <SessionExpiryWatcher />
      <UpdateBanner />
    </>
  );
}
