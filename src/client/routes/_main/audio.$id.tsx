import { createFileRoute } from '@tanstack/react-router';
import { AudioPage } from '@client/features/audios/components/audio-page';

/** A recitation (`/audio/<id>`), read from the mirror; the player joins here. */
export const Route = createFileRoute('/_main/audio/$id')({
  component: AudioRoute,
});

function AudioRoute() {
  const { id } = Route.useParams();
  return <AudioPage key={id} audioId={id} />;
}
