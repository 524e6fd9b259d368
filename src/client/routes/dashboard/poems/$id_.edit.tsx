import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Poem } from '@domain/schemas';
import { EditRecordScreen } from '@client/features/admin/form/edit-record-screen';
import { PoemForm } from '@client/features/admin/poems/poem-form';

/**
 * Edits a poem read from the API (SPEC section 2: /dashboard/poems/{id}/edit); after the save,
 * its view. `$id_` keeps this screen out of the view route's layout.
 */
export const Route = createFileRoute('/dashboard/poems/$id_/edit')({
  component: EditPoem,
});

function EditPoem() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <EditRecordScreen<Poem> form="poem" path={`poems/${id}`}>
      {(record) => (
        <PoemForm
          record={record}
          onSaved={(poem) => void navigate({ to: '/dashboard/poems/$id', params: { id: poem.id } })}
        />
      )}
    </EditRecordScreen>
  );
}
