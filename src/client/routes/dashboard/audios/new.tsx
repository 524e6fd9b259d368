import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageContainer } from '@client/components/common/page-container';
import { AudioUploadForm } from '@client/features/admin/audios/audio-upload-form';

/** A new recording (the upload); after it, the recording's page. */
export const Route = createFileRoute('/dashboard/audios/new')({
  component: NewAudio,
});

function NewAudio() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <AudioUploadForm
        onSaved={(audio) =>
          void navigate({ to: '/dashboard/audios/$id', params: { id: audio.id } })
        }
      />
    </PageContainer>
  );
}
