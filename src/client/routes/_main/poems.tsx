import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { PoemsScreen } from '@client/features/poems/components/poems-screen';
import { parsePoemSearch } from '@client/features/poems/poem-search';
import { useOfflineAvailability, useOfflineOnly } from '@client/hooks/use-offline-only';

/** The poems list; its search, filter and page live in the URL (validated here). */
export const Route = createFileRoute('/_main/poems')({
  validateSearch: parsePoemSearch,
  component: PoemsRoute,
});

function PoemsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [offlineOnly] = useOfflineOnly();
  const availability = useOfflineAvailability();
  const offline = useMemo(
    () => ({
      offlineOnly,
      poemsWithDownloadedAudio: availability.poemIdsWithDownloads,
      isPoemAvailable: availability.isPoemAvailable,
    }),
    [offlineOnly, availability],
  );
  return (
    <PoemsScreen
      search={search}
      offline={offline}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
