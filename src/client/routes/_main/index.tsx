import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '@client/features/home/components/home-screen';

export const Route = createFileRoute('/_main/')({
  component: HomeScreen,
});
