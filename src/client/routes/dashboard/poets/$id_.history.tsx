import { createFileRoute } from '@tanstack/react-router';
import { HistoryScreen } from '@client/features/admin/history/history-screen';

/** /dashboard/poets/{id}/history: every saved version, compared two by two, restorable. */
export const Route = createFileRoute('/dashboard/poets/$id_/history')({
  component: HistoryRoute,
});

function HistoryRoute() {
  const { id } = Route.useParams();
  return <HistoryScreen entity="poets" id={id} viewRoute="/dashboard/poets/$id" />;
}
