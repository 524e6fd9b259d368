import { createFileRoute } from '@tanstack/react-router';
import { PoemReader } from '@client/features/poems/components/poem-reader';

/** A poem (`/poem/<id>`, optionally `#stanza-N`); the reader reads it from the mirror. */
export const Route = createFileRoute('/_main/poem/$id')({
  component: PoemRoute,
});

function PoemRoute() {
  const { id } = Route.useParams();
  return <PoemReader key={id} poemId={id} />;
}
