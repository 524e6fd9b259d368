import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '@client/components/common/page-container';
import { PoetForm } from '@client/features/admin/poets/poet-form';

/** A new poet; after the save, its view. */
export const Route = createFileRoute('/dashboard/poets/new')({
  component: NewPoet,
});

function NewPoet() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <PoetForm
        onSaved={(poet) => void navigate({ to: '/dashboard/poets/$id', params: { id: poet.id } })}
      />
    </PageContainer>
  );
}
