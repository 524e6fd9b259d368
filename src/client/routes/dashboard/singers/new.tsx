import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '@client/components/common/page-container';
import { SingerForm } from '@client/features/admin/singers/singer-form';

/** A new singer; after the save, its view. */
export const Route = createFileRoute('/dashboard/singers/new')({
  component: NewSinger,
});

function NewSinger() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <SingerForm
        onSaved={(singer) =>
          void navigate({ to: '/dashboard/singers/$id', params: { id: singer.id } })
        }
      />
    </PageContainer>
  );
}
