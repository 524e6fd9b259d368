import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { useAuth } from '@client/features/auth/use-auth';
import { VerseHighlightStyles } from '@client/features/player/components/verse-highlight-styles';
import { PoemReader } from '@client/features/poems/components/poem-reader';
import { preparePoemPage } from '@client/features/poems/hooks/use-poem-page';
import { AfterContent } from '@client/startup/after-content';
import { afterContent } from '@client/startup/content-shown';

/**
 * A poem (`/poem/<id>`, optionally `#stanza-N`): the reader, with the recitation player in
 * its slot (it follows the reader's own verse elements), views and likes through the outbox
 * (likes for signed-in readers).
 *
 * The player and the outbox read and write the mirror (Dexie): both load once the poem is
 * shown, so a first visit's poem does not wait for their code.
 */
export const Route = createFileRoute('/_main/poem/$id')({
  loader: ({ params }) => preparePoemPage(params.id),
  component: PoemRoute,
});

const PoemRecitationPlayer = lazy(() =>
  import('@client/features/player/components/poem-recitation-player').then((m) => ({
    default: m.PoemRecitationPlayer,
  })),
);

const outbox = () => import('@client/sync/outbox');
// A view counts once the poem has been shown: the outbox's code and Dexie then load
// without delaying that paint.
const view = (poemId: string) =>
  void afterContent('idle', () => void outbox().then((o) => o.recordView(poemId)));
const like = (poemId: string) => void outbox().then((o) => o.recordLike(poemId));

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
        player={
          <AfterContent moment="idle">
            <PoemRecitationPlayer poemId={id} />
          </AfterContent>
        }
      />
    </>
  );
}
