import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@client/features/auth/use-auth';
import { PoemRecitationPlayer } from '@client/features/player/components/poem-recitation-player';
import { VerseHighlightStyles } from '@client/features/player/components/verse-highlight-styles';
import { PoemReader } from '@client/features/poems/components/poem-reader';
import { recordLike, recordView } from '@client/sync/outbox';

/**
 * A poem (`/poem/<id>`, optionally `#stanza-N`): the reader from the mirror, with the
 * recitation player in its slot (it follows the reader's own verse elements), views and likes
 * through the outbox (likes for signed-in readers).
 */
export const Route = createFileRoute('/_main/poem/$id')({
  component: PoemRoute,
});

const view = (poemId: string) => void recordView(poemId);
const like = (poemId: string) => void recordLike(poemId);

function PoemRoute() {
  const { id } = Route.useParams();
  const { user } = useAuth();
  return (
    <>
      <VerseHighlightStyles />
      <PoemReader
        key={id}
        poemId={id}
        canLike={user !== undefined}
        onLike={like}
        onView={view}
        player={<PoemRecitationPlayer poemId={id} />}
      />
    </>
  );
}
