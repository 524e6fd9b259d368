import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '@client/components/common/page-container';
import { UserNewForm } from '@client/features/admin/users/user-new-form';

/** A new account; once created (and a generated password shown), its view. */
export const Route = createFileRoute('/dashboard/users/new')({
  component: NewUser,
});

function NewUser() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <UserNewForm
        onDone={(user) => void navigate({ to: '/dashboard/users/$id', params: { id: user.id } })}
      />
    </PageContainer>
  );
}
