/**
 * The player on a poem's page: nothing when the poem has no recitation; the singer choice when it
 * has several (the one already playing is chosen first, else the oldest).
 */
import { useState } from 'react';
import type { Poem } from '@domain/schemas';
import { RecitationPlayer } from './recitation-player';
import { SingerPicker } from './singer-picker';
import { usePoemRecitations } from '../hooks/use-poem-recitations';
import { playerStore } from '../store/player';

export function PoemRecitationPlayer({
  poem,
}: {
  poem: Pick<Poem, 'id' | 'title' | 'content' | 'coverUrl'>;
}) {
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
