import { createFileRoute } from '@tanstack/react-router';
import { lazy, useMemo, useState } from 'react';
import type { VerseMarks } from '@ui/poem-text/poem-text';
import { useAuth } from '@client/features/auth/use-auth';
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
 * shown, so a first visit's poem does not wait for their code; so do the favourite and
 * collection buttons, below the text.
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

const PoemNotes = lazy(() => import('@client/features/library/components/poem-notes'));
const LibraryActions = lazy(() => import('@client/features/library/components/library-actions'));
const outbox = () => import('@client/sync/outbox');
const places = () => import('@client/features/library/places');
/**
 * The reader's place in the poem, kept in the library so their other devices resume there:
 * read once the poem is shown (the library's code and Dexie load then, not before the text).
 */
const poemPlace = (id: string) => ({
  read: () =>
    new Promise<number | null>((resolve) => {
      afterContent(
        'idle',
        () => void places().then((p) => p.readPlace({ type: 'poem', id }).then(resolve)),
      );
    }),
  write: (verse: number) => void places().then((p) => p.recordPlace({ type: 'poem', id }, verse)),
});
// A view counts once the poem has been shown: the outbox's code and Dexie then load
// without delaying that paint.
const view = (poemId: string) =>
  void afterContent('idle', () => void outbox().then((o) => o.recordView(poemId)));
// A like is the public count (the outbox) and joins the reader's own liked poems (the
// library): two gestures, a like and a favourite (@domain/library/state.ts says why).
const like = (poemId: string) => {
  void outbox().then((o) => o.recordLike(poemId));
  void import('@client/features/library/favourites').then((l) => l.recordLiked(poemId));
};

function PoemRoute() {
  const { id } = Route.useParams();
  const { user } = useAuth();
  const [verseMarks, setVerseMarks] = useState<VerseMarks>();
  const place = useMemo(() => poemPlace(id), [id]);
  // The verse highlight's styles come with the player (RecitationPlayer renders them), the
  // only thing that marks a verse as being recited: the first screen does not wait for them.
  return (
    <PoemReader
      key={id}
      poemId={id}
      canLike={user !== undefined}
      onLike={like}
      onView={view}
      favourite={
        <AfterContent moment="painted">
          <LibraryActions type="poem" id={id} />
        </AfterContent>
      }
      verseMarks={verseMarks}
      place={place}
      notes={(poem) => (
        <AfterContent moment="idle">
          <PoemNotes poemId={poem.id} content={poem.content} onMarks={setVerseMarks} />
        </AfterContent>
      )}
      player={
        <AfterContent moment="idle">
          <PoemRecitationPlayer poemId={id} />
        </AfterContent>
      }
    />
  );
}
