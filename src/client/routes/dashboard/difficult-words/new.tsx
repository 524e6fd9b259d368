import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '@client/components/common/page-container';
import { DifficultWordForm } from '@client/features/admin/difficult-words/difficult-word-form';

/** A new difficult word; after the save, its view. */
export const Route = createFileRoute('/dashboard/difficult-words/new')({
  component: NewDifficultWord,
});

function NewDifficultWord() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <DifficultWordForm
        onSaved={(word) =>
          void navigate({ to: '/dashboard/difficult-words/$id', params: { id: word.id } })
        }
      />
    </PageContainer>
  );
}
