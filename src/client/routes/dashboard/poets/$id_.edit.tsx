import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Poet } from '@domain/schemas';
import { PoetForm } from '@client/features/admin/poets/poet-form';
import { EditRecordScreen } from '@client/features/admin/form/edit-record-screen';

/** Edits a poet read from the API; after the save, its view. */
export const Route = createFileRoute('/dashboard/poets/$id_/edit')({
  component: EditPoet,
});

function EditPoet() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <EditRecordScreen<Poet> form="poet" path={`poets/${id}`}>
      {(record) => (
        <PoetForm
          record={record}
          onSaved={(poet) => void navigate({ to: '/dashboard/poets/$id', params: { id: poet.id } })}
        />
      )}
    </EditRecordScreen>
  );
}
