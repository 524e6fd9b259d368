import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Tag } from '@domain/schemas';
import { TagForm } from '@client/features/admin/tags/tag-form';
import { EditRecordScreen } from '@client/features/admin/form/edit-record-screen';

/** Edits a tag read from the API; after the save, the list. */
export const Route = createFileRoute('/dashboard/tags/$id/edit')({
  component: EditTag,
});

function EditTag() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <EditRecordScreen<Tag> form="tag" path={`tags/${id}`}>
      {(record) => (
        <TagForm record={record} onSaved={() => void navigate({ to: '/dashboard/tags' })} />
      )}
    </EditRecordScreen>
  );
}
