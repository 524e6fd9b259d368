import { createFileRoute } from '@tanstack/react-router';
import { UserView } from '@client/features/admin/users/user-view';
import { useAuth } from '@client/features/auth/use-auth';

/** /dashboard/users/{id}: one account and its actions (the edit route is not nested in it). */
export const Route = createFileRoute('/dashboard/users/$id')({
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  const { user } = useAuth();
  return <UserView id={id} currentUserId={user?.id} />;
}
