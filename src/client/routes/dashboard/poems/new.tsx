import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '@client/components/common/page-container';
import { PoemForm } from '@client/features/admin/poems/poem-form';

/** A new poem (SPEC section 2: /dashboard/poems/new); after the save, its view. */
export const Route = createFileRoute('/dashboard/poems/new')({
  component: NewPoem,
});

function NewPoem() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <PoemForm
        onSaved={(poem) => void navigate({ to: '/dashboard/poems/$id', params: { id: poem.id } })}
      />
    </PageContainer>
  );
}
