import { createFileRoute } from '@tanstack/react-router';
import { HistoryScreen } from '@client/features/admin/history/history-screen';

/** /dashboard/audios/{id}/history: every saved version, compared two by two, restorable. */
export const Route = createFileRoute('/dashboard/audios/$id_/history')({
  component: HistoryRoute,
});

function HistoryRoute() {
  const { id } = Route.useParams();
  return <HistoryScreen entity="audios" id={id} viewRoute="/dashboard/audios/$id" />;
}
