import { createFileRoute } from '@tanstack/react-router';
import { SingerView } from '@client/features/admin/singers/singer-view';

/** /dashboard/singers/{id}: the view screen (the edit route, `$id_.edit`, is not nested in it). */
export const Route = createFileRoute('/dashboard/singers/$id')({
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <SingerView id={id} />;
}
