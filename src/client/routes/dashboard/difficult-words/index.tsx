import { createFileRoute } from '@tanstack/react-router';
import { DifficultWordsList } from '@client/features/admin/difficult-words/difficult-words-list';
import { validateWordListSearch } from '@client/features/admin/difficult-words/list-search';

/** The dashboard's difficult words list; its search, filters, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/difficult-words/')({
  validateSearch: validateWordListSearch,
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
