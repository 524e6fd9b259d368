import { createFileRoute } from '@tanstack/react-router';
import { ThemesList } from '@client/features/admin/themes/themes-list';
import { validateListSearch } from '@client/features/admin/resource/list-search';

/** The dashboard's themes list; its search, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/themes/')({
  validateSearch: validateListSearch,
  component: ListRoute,
});

function ListRoute() {
  const navigate = Route.useNavigate();
  return (
    <ThemesList
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  );
}
