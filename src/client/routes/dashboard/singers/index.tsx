import { createFileRoute } from '@tanstack/react-router';
import { SingersList } from '@client/features/admin/singers/singers-list';
import { validateListSearch } from '@client/features/admin/resource/list-search';

/** The dashboard's singers list; its search, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/singers/')({
  validateSearch: validateListSearch,
  component: ListRoute,
});

function ListRoute() {
  const navigate = Route.useNavigate();
  return (
    <SingersList
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  );
}
