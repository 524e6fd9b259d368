import { createFileRoute } from '@tanstack/react-router';
import { DeskScreen } from '@client/features/admin/desk/desk-screen';

/** The dashboard's home: the curators' desk (the work waiting, this device's drafts, the latest writes). */
export const Route = createFileRoute('/dashboard/')({
  component: DeskScreen,
});
