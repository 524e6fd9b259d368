import { createFileRoute } from '@tanstack/react-router';
import { validateUserListSearch } from '@client/features/admin/users/list-search';
import { UsersList } from '@client/features/admin/users/users-list';
import { useAuth } from '@client/features/auth/use-auth';

/** The dashboard's users list; its search, role filter, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/users/')({
  validateSearch: validateUserListSearch,
  component: ListRoute,
});

function ListRoute() {
  const navigate = Route.useNavigate();
  const { user } = useAuth();
  return (
    <UsersList
      search={Route.useSearch()}
      currentUserId={user?.id}
      onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  );
}
