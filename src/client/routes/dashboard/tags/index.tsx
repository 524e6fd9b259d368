import { createFileRoute } from '@tanstack/react-router';
import { TagsList } from '@client/features/admin/tags/tags-list';
import { validateListSearch } from '@client/features/admin/resource/list-search';

/** The dashboard's tags list; its search, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/tags/')({
  validateSearch: validateListSearch,
  component: ListRoute,
});

function ListRoute() {
  const navigate = Route.useNavigate();
  return (
    <TagsList
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  );
}
