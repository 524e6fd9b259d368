import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@client/components/layout/app-shell';
import { AccountMenu } from '@client/features/auth/components/account-menu';
import { useAuth } from '@client/features/auth/use-auth';
import { MiniPlayer } from '@client/features/player/components/mini-player';

/**
 * The main layout: every public screen renders inside the shell. Features plug in here:
 * the account control, the sync indicator (syncIndicator) and the mini-player (dock).
 */
export const Route = createFileRoute('/_main')({
  component: MainLayout,
});

function MainLayout() {
  const { user } = useAuth();
  return (
    <AppShell account={<AccountMenu />} role={user?.role} dock={<MiniPlayer />}>
      <Outlet />
    </AppShell>
  );
}
