import { createFileRoute } from '@tanstack/react-router';
import { AudiosList } from '@client/features/admin/audios/audios-list';
import { validateAudioListSearch } from '@client/features/admin/audios/list-search';

/** The dashboard's recordings list; its search, filters, sort and page live in the URL. */
export const Route = createFileRoute('/dashboard/audios/')({
  validateSearch: validateAudioListSearch,
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
