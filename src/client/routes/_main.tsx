import { Suspense, lazy } from 'react';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@client/components/layout/app-shell';
import { AccountMenu } from '@client/features/auth/components/account-menu';
import { useAuth } from '@client/features/auth/use-auth';
import { MiniPlayer } from '@client/features/player/components/mini-player';

/**
 * The main layout: every public screen renders inside the shell. Features plug in here:
 * the account control, the sync indicator (syncIndicator) and the mini-player (dock).
 */
// Loaded with the sync engine's chunk (Dexie), after the first paint.
const SyncIndicator = lazy(() =>
  import('@client/components/sync/sync-indicator').then((m) => ({ default: m.SyncIndicator })),
);

export const Route = createFileRoute('/_main')({
  component: MainLayout,
});

function MainLayout() {
  const { user } = useAuth();
  return (
    <AppShell
      account={<AccountMenu />}
      role={user?.role}
      dock={<MiniPlayer />}
      syncIndicator={
        <Suspense fallback={null}>
          <SyncIndicator />
        </Suspense>
      }
    >
      <Outlet />
    </AppShell>
  );
}
