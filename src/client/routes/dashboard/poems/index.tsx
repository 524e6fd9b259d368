import { createFileRoute } from '@tanstack/react-router';
import { PoemsList } from '@client/features/admin/poems/poems-list';
import { validateListSearch } from '@client/features/admin/resource/list-search';

/** The dashboard's poems list; its search, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/poems/')({
  validateSearch: validateListSearch,
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
