/**
 * The player on a poem's page (the route puts it in the poem screen's player slot): nothing when
 * the poem has no recitation; the singer choice when it has several (the one already playing is
 * chosen first, else the oldest). The verses it follows are the poem screen's own.
 *
 * The mirror's answers arrive as urgent updates (live queries), on a first visit while the page
 * is still settling after its first sync. The player's first render (its controls and their
 * styles) is the heavy one: it reads the answers deferred, so React renders it in slices.
 */
import { useDeferredValue, useState } from 'react';
import type { Poem } from '@domain/schemas';
import { RecitationPlayer } from './recitation-player';
import { SingerPicker } from './singer-picker';
import { usePlayerPoem } from '../hooks/use-player-poem';
import { usePoemRecitations } from '../hooks/use-poem-recitations';
import { playerStore } from '../store/player';

export function PoemRecitationPlayer({ poemId }: { poemId: string }) {
  const poem = useDeferredValue(usePlayerPoem(poemId));
  return poem ? <PoemPlayer poem={poem} /> : null;
}

function PoemPlayer({ poem }: { poem: Poem }) {
  const recitations = useDeferredValue(usePoemRecitations(poem.id));
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (!recitations || recitations.length === 0) return null;
  const playingId = playerStore.getState().track?.audioId;
  const selected =
    recitations.find((r) => r.audio.id === chosenId) ??
    recitations.find((r) => r.audio.id === playingId) ??
    recitations[0];
  if (!selected) return null;
  return (
    <RecitationPlayer key={selected.audio.id} recitation={selected} poem={poem}>
      {recitations.length > 1 && (
        <SingerPicker
          recitations={recitations}
          selectedId={selected.audio.id}
          onSelect={setChosenId}
        />
      )}
    </RecitationPlayer>
  );
}
