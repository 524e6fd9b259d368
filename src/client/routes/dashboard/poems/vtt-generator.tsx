import { createFileRoute } from '@tanstack/react-router';
import { VttGeneratorScreen } from '@client/features/admin/vtt-generator/vtt-generator-screen';
import { VerseHighlightStyles } from '@client/features/player/components/verse-highlight-styles';
import { createPlayerStore } from '@client/features/player/store/player-store';

/** `?audio={id}` opens that recording (the recordings' dashboard links here). */
type GeneratorSearch = { audio?: string };

/**
 * /dashboard/poems/vtt-generator (SPEC: the subtitle-file generator). The search check stays
 * tiny and zod-free: it is in the entry script (the screen itself is its own chunk). The
 * readers' verse-highlight styles come from the player, so the preview looks as they see it,
 * and so does the audio clock: the player's store, an instance of the screen's own.
 */
export const Route = createFileRoute('/dashboard/poems/vtt-generator')({
  validateSearch: (search: Record<string, unknown>): GeneratorSearch =>
    typeof search.audio === 'string' && search.audio !== '' ? { audio: search.audio } : {},
  component: GeneratorRoute,
});

function GeneratorRoute() {
  const { audio } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <VerseHighlightStyles />
      <VttGeneratorScreen
        audioId={audio}
        onPick={(id) => void navigate({ search: id ? { audio: id } : {} })}
        createClock={createPlayerStore}
      />
    </>
  );
}
