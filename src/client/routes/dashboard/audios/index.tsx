import { createFileRoute } from '@tanstack/react-router';
import { AudiosList } from '@client/features/admin/audios/audios-list';
import { validateListSearch } from '@client/features/admin/resource/list-search';

/** The dashboard's recordings list; its search, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/audios/')({
  validateSearch: validateListSearch,
  component: ListRoute,
});

function ListRoute() {
  const navigate = Route.useNavigate();
  return (
    <AudiosList
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, replace: options?.replace })}
    />
  );
}
