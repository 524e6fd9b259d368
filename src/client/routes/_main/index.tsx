import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '@client/features/home/components/home-screen';

export const Route = createFileRoute('/_main/')({
  component: HomeRoute,
});

function HomeRoute() {
  const { http } = Route.useRouteContext();
  return <HomeScreen http={http} />;
}
