import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AppShell } from '@client/components/layout/app-shell';

/** The main layout: every public screen renders inside the shell (top bar, sidebar). */
export const Route = createFileRoute('/_main')({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
