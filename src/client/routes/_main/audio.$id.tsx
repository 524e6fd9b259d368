import { HStack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { AudioPage } from '@client/features/audios/components/audio-page';
import { AddToCollectionButton } from '@client/features/library/components/add-to-collection-button';
import { FavouriteButton } from '@client/features/library/components/favourite-button';
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
      <AudioPage
        key={id}
        audioId={id}
        player={<AudioRecitationPlayer audioId={id} />}
        favourite={
          <HStack gap="2" wrap="wrap" align="start">
            <FavouriteButton type="audio" id={id} />
            <AddToCollectionButton type="audio" id={id} />
          </HStack>
        }
      />
    </>
  );
}
