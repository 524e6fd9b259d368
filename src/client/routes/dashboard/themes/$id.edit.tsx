import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Theme } from '@domain/schemas';
import { ThemeForm } from '@client/features/admin/themes/theme-form';
import { EditRecordScreen } from '@client/features/admin/form/edit-record-screen';

/** Edits a theme read from the API; after the save, the list. */
export const Route = createFileRoute('/dashboard/themes/$id/edit')({
  component: EditTheme,
});

function EditTheme() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <EditRecordScreen<Theme> form="theme" path={`themes/${id}`}>
      {(record) => (
        <ThemeForm record={record} onSaved={() => void navigate({ to: '/dashboard/themes' })} />
      )}
    </EditRecordScreen>
  );
}
