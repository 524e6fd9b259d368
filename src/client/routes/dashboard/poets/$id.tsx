import { createFileRoute } from '@tanstack/react-router';
import { PoetView } from '@client/features/admin/poets/poet-view';

/** /dashboard/poets/{id}: the view screen (the edit route, `$id_.edit`, is not nested in it). */
export const Route = createFileRoute('/dashboard/poets/$id')({
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <PoetView id={id} />;
}
