import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UserRoleScreen } from '@client/features/admin/users/user-role-screen';
import { useAuth } from '@client/features/auth/use-auth';

/**
 * Changes a user's role; afterwards, their view. An administrator who removed their own
 * role has no dashboard any more: they go to the home page.
 */
export const Route = createFileRoute('/dashboard/users/$id_/edit')({
  component: EditUser,
});

function EditUser() {
  const { id } = Route.useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <UserRoleScreen
      id={id}
      currentUserId={user?.id}
      onSaved={(saved, wasSelf) =>
        void (wasSelf && saved.role !== 'ADMIN'
          ? navigate({ to: '/' })
          : navigate({ to: '/dashboard/users/$id', params: { id: saved.id } }))
      }
    />
  );
}
