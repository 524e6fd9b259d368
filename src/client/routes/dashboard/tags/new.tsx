import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '@client/components/common/page-container';
import { TagForm } from '@client/features/admin/tags/tag-form';

/** A new tag; after the save, the list. */
export const Route = createFileRoute('/dashboard/tags/new')({
  component: NewTag,
});

function NewTag() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <TagForm onSaved={() => void navigate({ to: '/dashboard/tags' })} />
    </PageContainer>
  );
}
