import { createFileRoute } from '@tanstack/react-router';
import { AudiosScreen } from '@client/features/audios/components/audios-screen';

/** The recitations list. */
export const Route = createFileRoute('/_main/audios')({
  component: AudiosRoute,
});

function AudiosRoute() {
  return <AudiosScreen />;
}
