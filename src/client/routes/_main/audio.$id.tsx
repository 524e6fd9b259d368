import { createFileRoute } from '@tanstack/react-router';
import { AudioPage } from '@client/features/audios/components/audio-page';
import { AudioRecitationPlayer } from '@client/features/player/components/audio-recitation-player';
import { VerseHighlightStyles } from '@client/features/player/components/verse-highlight-styles';

/** A recitation (`/audio/<id>`), read from the mirror, with its player (which holds the download action). */
export const Route = createFileRoute('/_main/audio/$id')({
  component: AudioRoute,
});

function AudioRoute() {
  const { id } = Route.useParams();
  return (
    <>
      <VerseHighlightStyles />
      <AudioPage key={id} audioId={id} player={<AudioRecitationPlayer audioId={id} />} />
    </>
  );
}
