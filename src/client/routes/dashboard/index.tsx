import { createFileRoute } from '@tanstack/react-router';
import { DashboardPlaceholder } from '@client/components/common/dashboard-placeholder';

export const Route = createFileRoute('/dashboard/')({
  component: () => <DashboardPlaceholder section="" />,
});
