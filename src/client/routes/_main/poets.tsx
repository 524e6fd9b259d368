import { createFileRoute } from '@tanstack/react-router';
import { PoetsScreen } from '@client/features/poets/components/poets-screen';

export const Route = createFileRoute('/_main/poets')({
  component: PoetsScreen,
});
