import { createFileRoute } from '@tanstack/react-router';
import { DifficultWordView } from '@client/features/admin/difficult-words/difficult-word-view';

/** /dashboard/difficult-words/{id}: the view screen (the edit route, `$id_.edit`, is not nested in it). */
export const Route = createFileRoute('/dashboard/difficult-words/$id')({
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <DifficultWordView id={id} />;
}
