import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundRedirect } from '@client/components/common/not-found-redirect';
import { InstallPrompt } from '@client/components/pwa/install-prompt';
import { UpdateBanner } from '@client/components/pwa/update-banner';
import type { RouterContext } from '@client/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundRedirect,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <UpdateBanner />
      <InstallPrompt />
    </>
  );
}
