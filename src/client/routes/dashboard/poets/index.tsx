import { createFileRoute } from '@tanstack/react-router';
import { PoetsList } from '@client/features/admin/poets/poets-list';
import { validateListSearch } from '@client/features/admin/resource/list-search';

/** The dashboard's poets list; its search, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/poets/')({
  validateSearch: validateListSearch,
  component: ListRoute,
});

function ListRoute() {
  const navigate = Route.useNavigate();
  return (
    <PoetsList
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  );
}
