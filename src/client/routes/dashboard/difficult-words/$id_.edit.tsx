import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { DifficultWord } from '@domain/schemas';
import { DifficultWordForm } from '@client/features/admin/difficult-words/difficult-word-form';
import { EditRecordScreen } from '@client/features/admin/form/edit-record-screen';

/**
 * Edits a difficult word read from the API; after the save, its view. `$id_` keeps this
 * screen out of the view route's layout (/dashboard/difficult-words/$id/edit is not its child).
 */
export const Route = createFileRoute('/dashboard/difficult-words/$id_/edit')({
  component: EditDifficultWord,
});

function EditDifficultWord() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <EditRecordScreen<DifficultWord> form="difficult-word" path={`difficult-words/${id}`}>
      {(record) => (
        <DifficultWordForm
          record={record}
          onSaved={(word) =>
            void navigate({ to: '/dashboard/difficult-words/$id', params: { id: word.id } })
          }
        />
      )}
    </EditRecordScreen>
  );
}
