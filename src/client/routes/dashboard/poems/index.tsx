import { createFileRoute } from '@tanstack/react-router';
import { PoemsList } from '@client/features/admin/poems/poems-list';
import { validatePoemListSearch } from '@client/features/admin/poems/list-search';

/** The dashboard's poems list; its search, filters, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/poems/')({
  validateSearch: validatePoemListSearch,
  component: ListRoute,
});

function ListRoute() {
  const navigate = Route.useNavigate();
  return (
    <PoemsList
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  );
}
