/** The player on a recitation's own page (/audio/$id): nothing until the mirror knows it. */
import { RecitationPlayer } from './recitation-player';
import { useRecitation } from '../hooks/use-recitation';

export function AudioRecitationPlayer({ audioId }: { audioId: string }) {
  const recitation = useRecitation(audioId);
  if (!recitation) return null;
  return <RecitationPlayer recitation={recitation} poem={recitation.poem} />;
}
