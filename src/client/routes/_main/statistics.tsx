import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@client/components/common/placeholder-screen';

export const Route = createFileRoute('/_main/statistics')({
  component: () => <PlaceholderScreen screen="statistics" icon="statistics" />,
});
