import { createFileRoute } from '@tanstack/react-router';
import { AuditLogScreen } from '@client/features/admin/audit-log/audit-log-screen';
import { validateAuditSearch } from '@client/features/admin/audit-log/audit-search';

/** The audit log: its filters and page live in the URL. */
export const Route = createFileRoute('/dashboard/audit-log/')({
  validateSearch: validateAuditSearch,
  component: AuditRoute,
});

function AuditRoute() {
  const navigate = Route.useNavigate();
  return (
    <AuditLogScreen
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}
