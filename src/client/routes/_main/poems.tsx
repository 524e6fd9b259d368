import { createFileRoute } from '@tanstack/react-router';
import { parsePoemSearch } from '@client/features/poems/poem-search';
import { PoemsScreen } from '@client/features/poems/components/poems-screen';

/** The poems list; its search, filter and page live in the URL (validated here). */
export const Route = createFileRoute('/_main/poems')({
  validateSearch: parsePoemSearch,
  component: PoemsRoute,
});

function PoemsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PoemsScreen
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  );
}
