import { createFileRoute } from '@tanstack/react-router';
import { TrashScreen } from '@client/features/admin/trash/trash-screen';

/** The trash: deleted poems, poets and recordings, to restore or delete for good. */
export const Route = createFileRoute('/dashboard/trash/')({
  component: TrashScreen,
});
