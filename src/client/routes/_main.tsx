import { Outlet, createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { AppShell } from '@client/components/layout/app-shell';
import { AccountMenu } from '@client/features/auth/components/account-menu';
import { useAuth } from '@client/features/auth/use-auth';
import { LibrarySync } from '@client/features/library/components/library-sync';
import { AfterContent } from '@client/startup/after-content';

// The indicator reads the sync engine (Dexie and the change feed): it joins the top bar
// once the page's content is shown, in the engine's own chunk, never in the first scripts.
const SyncIndicator = lazy(() =>
  import('@client/components/sync/sync-indicator').then((m) => ({ default: m.SyncIndicator })),
);
// The mini-player shows only once a recitation has been started: it can join later too,
// with the player's own chunk.
const MiniPlayer = lazy(() =>
  import('@client/features/player/components/mini-player').then((m) => ({
    default: m.MiniPlayer,
  })),
);

/**
 * The main layout: every public screen renders inside the shell. Features plug in here:
 * the account control, the sync indicator (syncIndicator) and the mini-player (dock); the
 * reader's library follows a signed-in reader between devices (LibrarySync).
 */
export const Route = createFileRoute('/_main')({
  component: MainLayout,
});

function MainLayout() {
  const { user } = useAuth();
  return (
    <AppShell
      account={<AccountMenu />}
      syncIndicator={
        <AfterContent moment="idle">
          <SyncIndicator />
        </AfterContent>
      }
      dock={
        <AfterContent moment="idle">
          <MiniPlayer />
        </AfterContent>
      }
      role={user?.role}
    >
      <LibrarySync account={user?.id} />
      <Outlet />
    </AppShell>
  );
}
