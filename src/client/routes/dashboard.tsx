import { Outlet, createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from '@client/components/common/error-screen';
import { PermissionDenied } from '@client/components/common/permission-denied';
import { AppShell } from '@client/components/layout/app-shell';
import { AdminToaster } from '@client/features/admin/form/admin-toaster';
import { authStore } from '@client/features/auth/auth-store';
import { AccountMenu } from '@client/features/auth/components/account-menu';
import { requireSignIn } from '@client/features/auth/guards';
import { useAuth } from '@client/features/auth/use-auth';

/** Thrown by the guard for a signed-in non-admin: the error component shows Permission Denied. */
const PERMISSION_DENIED = 'permission-denied';

/**
 * The administrators' area (SPEC section 6): a visitor is sent to sign in with returnTo; a
 * signed-in non-admin sees 'Permission Denied' at the URL they asked for. The guard stops
 * the route's loading before the matched dashboard screen's code is fetched, so only an
 * administrator's browser ever downloads it. This file stays small: its options are in the
 * entry script; the screens are split into their own chunks.
 */
export const Route = createFileRoute('/dashboard')({
  beforeLoad: async ({ location }) => {
    await requireSignIn(location.href);
    const state = authStore.get();
    if (state.status !== 'authenticated' || state.user.role !== 'ADMIN')
      throw new Error(PERMISSION_DENIED);
    // Only now, for an administrator: the dashboard's texts in the current language.
    const { dashboardTextsReady } = await import('@client/i18n/dashboard-texts');
    await dashboardTextsReady;
  },
  component: DashboardLayout,
  errorComponent: DashboardError,
});

function DashboardLayout() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'ADMIN';
  return (
    <AppShell account={<AccountMenu />} role={user?.role}>
      {/* Still checked here: the session can end (or change) while a screen is open. */}
      {isAdmin ? <Outlet /> : <PermissionDenied />}
      {isAdmin && <AdminToaster />}
    </AppShell>
  );
}

function DashboardError(props: ErrorComponentProps) {
  const { user } = useAuth();
  if (!(props.error instanceof Error) || props.error.message !== PERMISSION_DENIED)
    return <ErrorScreen {...props} />;
  return (
    <AppShell account={<AccountMenu />} role={user?.role}>
      <PermissionDenied />
    </AppShell>
  );
}
