import { createFileRoute } from '@tanstack/react-router';
import { PoetPage } from '@client/features/poets/components/poet-page';

/** A poet (`/poet/<id>`), read from the mirror. */
export const Route = createFileRoute('/_main/poet/$id')({
  component: PoetRoute,
});

function PoetRoute() {
  const { id } = Route.useParams();
  return <PoetPage key={id} poetId={id} />;
}
