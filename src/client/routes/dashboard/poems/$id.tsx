import { createFileRoute } from '@tanstack/react-router';
import { PoemView } from '@client/features/admin/poems/poem-view';

/** /dashboard/poems/{id}: the view screen (the edit route, `$id_.edit`, is not nested in it). */
export const Route = createFileRoute('/dashboard/poems/$id')({
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <PoemView id={id} />;
}
