import { createFileRoute } from '@tanstack/react-router';
import { HelpScreen } from '@client/components/common/help-screen';

export const Route = createFileRoute('/_main/help')({
  component: HelpScreen,
});
