import { createFileRoute } from '@tanstack/react-router';
import { DashboardPlaceholder } from '@client/components/common/dashboard-placeholder';

/** Every admin path of the menu, until its screen exists (issue: the administration screens). */
export const Route = createFileRoute('/dashboard/$')({
  component: DashboardSection,
});

function DashboardSection() {
  const { _splat } = Route.useParams();
  return <DashboardPlaceholder section={_splat ?? ''} />;
}
