/**
 * The player on a recitation's own page (/audio/$id), with the poem's verses to follow: nothing
 * until the recitation is known (the mirror, or the records the page's HTML carried).
 *
 * The verses are drawn at once, where the server's first screen showed them; the player's
 * code (controls, store, drift report) loads once the page's content is shown, in the room
 * the first screen kept for it (POEM_TYPE.playerMinHeight), so the verses do not move.
 */
import { Box } from '@chakra-ui/react';
import { lazy } from 'react';
import { POEM_TYPE } from '@domain/first-screen/poem-type';
import { AfterContent } from '@client/startup/after-content';
import { RecitationVerses } from './recitation-verses';
import { useRecitation } from '../hooks/use-recitation';

const RecitationPlayer = lazy(() =>
  import('./recitation-player').then((m) => ({ default: m.RecitationPlayer })),
);

export function AudioRecitationPlayer({ audioId }: { audioId: string }) {
  const recitation = useRecitation(audioId);
  if (!recitation) return null;
  const room = <Box minH={POEM_TYPE.playerMinHeight.recording} />;
  return (
    <>
      <AfterContent moment="idle" fallback={room}>
        <RecitationPlayer recitation={recitation} poem={recitation.poem} />
      </AfterContent>
      <RecitationVerses content={recitation.poem.content} />
    </>
  );
}
