import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@client/components/common/placeholder-screen';

export const Route = createFileRoute('/_main/poets')({
  component: () => <PlaceholderScreen screen="poets" icon="poets" />,
});
