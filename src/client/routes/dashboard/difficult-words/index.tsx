import { createFileRoute } from '@tanstack/react-router';
import { DifficultWordsList } from '@client/features/admin/difficult-words/difficult-words-list';
import { validateListSearch } from '@client/features/admin/resource/list-search';

/** The dashboard's difficult words list; its search, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/difficult-words/')({
  validateSearch: validateListSearch,
  component: ListRoute,
});

function ListRoute() {
  const navigate = Route.useNavigate();
  return (
    <DifficultWordsList
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  );
}
