import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PoemsScreen } from '@client/features/poems/components/poems-screen';
import { parsePoemSearch, type PoemSearchUpdate } from '@client/features/poems/poem-search';

/** The poems list; its search, filter and page live in the URL (validated here). */
export const Route = createFileRoute('/_main/poems')({
  validateSearch: parsePoemSearch,
  component: PoemsRoute,
});

function PoemsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: PoemSearchUpdate, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace }),
    [navigate],
  );
  return <PoemsScreen search={search} onSearchChange={onSearchChange} />;
}
