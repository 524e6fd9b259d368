import { createFileRoute } from '@tanstack/react-router';
import { CollectionScreen } from '@client/features/library/components/collection-screen';
import { PlayInRowButton } from '@client/features/player/components/play-in-row-button';

/** One of the reader's collections (`/collection/<id>`), from the device, playable in a row. */
export const Route = createFileRoute('/_main/collection/$id')({
  component: CollectionRoute,
});

function CollectionRoute() {
  const { id } = Route.useParams();
  return (
    <CollectionScreen
      key={id}
      collectionId={id}
      play={(items) => <PlayInRowButton items={items} />}
    />
  );
}
