import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@client/components/common/placeholder-screen';

export const Route = createFileRoute('/_main/poems')({
  component: () => <PlaceholderScreen screen="poems" icon="poems" />,
});
