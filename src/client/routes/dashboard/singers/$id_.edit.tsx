import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Singer } from '@domain/schemas';
import { EditRecordScreen } from '@client/features/admin/form/edit-record-screen';
import { SingerForm } from '@client/features/admin/singers/singer-form';

/** Edits a singer read from the API; after the save, its view. */
export const Route = createFileRoute('/dashboard/singers/$id_/edit')({
  component: EditSinger,
});

function EditSinger() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <EditRecordScreen<Singer> form="singer" path={`singers/${id}`}>
      {(record) => (
        <SingerForm
          record={record}
          onSaved={(singer) =>
            void navigate({ to: '/dashboard/singers/$id', params: { id: singer.id } })
          }
        />
      )}
    </EditRecordScreen>
  );
}
