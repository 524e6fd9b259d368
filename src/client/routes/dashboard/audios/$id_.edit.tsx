import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AudioEditScreen } from '@client/features/admin/audios/audio-edit-screen';

/** Edits a recording's text fields, read from the API; after the save, its page. */
export const Route = createFileRoute('/dashboard/audios/$id_/edit')({
  component: EditAudio,
});

function EditAudio() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  return (
    <AudioEditScreen
      id={id}
      onSaved={(audio) => void navigate({ to: '/dashboard/audios/$id', params: { id: audio.id } })}
    />
  );
}
