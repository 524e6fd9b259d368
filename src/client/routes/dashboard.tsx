import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PermissionDenied } from '@client/components/common/permission-denied';
import { AppShell } from '@client/components/layout/app-shell';
import { AccountMenu } from '@client/features/auth/components/account-menu';
import { requireSignIn } from '@client/features/auth/guards';
import { useAuth } from '@client/features/auth/use-auth';

/**
 * The administrators' area (SPEC section 6): a visitor is sent to sign in with returnTo;
 * a signed-in non-admin sees 'Permission Denied' in place of the page.
 */
export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ location }) => requireSignIn(location.href),
  component: DashboardLayout,
});

function DashboardLayout() {
  const { user } = useAuth();
  return (
    <AppShell account={<AccountMenu />} role={user?.role}>
      {user?.role === 'ADMIN' ? <Outlet /> : <PermissionDenied />}
    </AppShell>
  );
}
