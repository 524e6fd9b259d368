import { createFileRoute } from '@tanstack/react-router';
import { StatisticsScreen } from '@client/features/statistics/components/statistics-screen';
import { parseStatisticsSearch } from '@client/features/statistics/statistics-search';

/** `/statistics?word=bëgg&ignoreAccents=true&page=2`: the word search lives in the URL. */
export const Route = createFileRoute('/_main/statistics')({
  validateSearch: parseStatisticsSearch,
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatisticsScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
