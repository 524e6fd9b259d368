import { createFileRoute } from '@tanstack/react-router';
import { HistoryScreen } from '@client/features/admin/history/history-screen';

/** /dashboard/poems/{id}/history: every saved version, compared two by two, restorable. */
export const Route = createFileRoute('/dashboard/poems/$id_/history')({
  component: HistoryRoute,
});

function HistoryRoute() {
  const { id } = Route.useParams();
  return <HistoryScreen entity="poems" id={id} viewRoute="/dashboard/poems/$id" />;
}
