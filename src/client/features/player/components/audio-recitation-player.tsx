/**
 * The player on a recitation's own page (/audio/$id), with the poem's verses to follow: nothing
 * until the mirror knows the recitation.
 */
import { RecitationPlayer } from './recitation-player';
import { RecitationVerses } from './recitation-verses';
import { useRecitation } from '../hooks/use-recitation';

export function AudioRecitationPlayer({ audioId }: { audioId: string }) {
  const recitation = useRecitation(audioId);
  if (!recitation) return null;
  return (
    <>
      <RecitationPlayer recitation={recitation} poem={recitation.poem} />
      <RecitationVerses content={recitation.poem.content} />
    </>
  );
}
