import { createFileRoute } from '@tanstack/react-router';
import { FavouriteButton } from '@client/features/library/components/favourite-button';
import { PlayInRowButton } from '@client/features/player/components/play-in-row-button';
import { PoetPage } from '@client/features/poets/components/poet-page';

/** A poet (`/poet/<id>`), read from the mirror. */
export const Route = createFileRoute('/_main/poet/$id')({
  component: PoetRoute,
});

function PoetRoute() {
  const { id } = Route.useParams();
  return (
    <PoetPage
      key={id}
      poetId={id}
      favourite={<FavouriteButton type="poet" id={id} />}
      playRecitations={<PlayInRowButton poetId={id} />}
    />
  );
}
