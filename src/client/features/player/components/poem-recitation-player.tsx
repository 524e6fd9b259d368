/**
 * The player on a poem's page (the route puts it in the poem screen's player slot): nothing when
 * the poem has no recitation; the singer choice when it has several (the one already playing is
 * chosen first, else the oldest). The verses it follows are the poem screen's own.
 */
import { Suspense, lazy, useState } from 'react';
import type { Poem } from '@domain/schemas';
import { SingerPicker } from './singer-picker';
import { usePlayerPoem } from '../hooks/use-player-poem';
import { usePoemRecitations } from '../hooks/use-poem-recitations';
import { playerStore } from '../store/player';

// The player's controls (Chakra's select, field and slider code) load only for a poem that
// has a recitation, and evaluate in a task of their own after the mirror's reads: one
// chunk for both was one long task on a phone's CPU while the page loads.
const RecitationPlayer = lazy(() =>
  import('./recitation-player').then((m) => ({ default: m.RecitationPlayer })),
);

export function PoemRecitationPlayer({ poemId }: { poemId: string }) {
  const poem = usePlayerPoem(poemId);
  return poem ? <PoemPlayer poem={poem} /> : null;
}

function PoemPlayer({ poem }: { poem: Poem }) {
  const recitations = usePoemRecitations(poem.id);
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (!recitations || recitations.length === 0) return null;
  const playingId = playerStore.getState().track?.audioId;
  const selected =
    recitations.find((r) => r.audio.id === chosenId) ??
    recitations.find((r) => r.audio.id === playingId) ??
    recitations[0];
  if (!selected) return null;
  return (
    <Suspense fallback={null}>
      <RecitationPlayer key={selected.audio.id} recitation={selected} poem={poem}>
        {recitations.length > 1 && (
          <SingerPicker
            recitations={recitations}
            selectedId={selected.audio.id}
            onSelect={setChosenId}
          />
        )}
      </RecitationPlayer>
    </Suspense>
  );
}
