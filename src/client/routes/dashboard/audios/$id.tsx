import { createFileRoute } from '@tanstack/react-router';
import { AudioView } from '@client/features/admin/audios/audio-view';

/** /dashboard/audios/{id}: the view screen (the edit route, `$id_.edit`, is not nested in it). */
export const Route = createFileRoute('/dashboard/audios/$id')({
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <AudioView id={id} />;
}
