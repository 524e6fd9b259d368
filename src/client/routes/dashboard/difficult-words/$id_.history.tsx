import { createFileRoute } from '@tanstack/react-router';
import { HistoryScreen } from '@client/features/admin/history/history-screen';

/** /dashboard/difficult-words/{id}/history: every saved version, compared two by two, restorable. */
export const Route = createFileRoute('/dashboard/difficult-words/$id_/history')({
  component: HistoryRoute,
});

function HistoryRoute() {
  const { id } = Route.useParams();
  return (
    <HistoryScreen entity="difficult-words" id={id} viewRoute="/dashboard/difficult-words/$id" />
  );
}
