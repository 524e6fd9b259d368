import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { StatisticsScreen } from '@client/features/statistics/components/statistics-screen';

/**
 * `/statistics?word=bëgg&ignoreAccents=true&page=2`; a value that does not parse is dropped.
 * Built on first use (see features/poems/poem-search.ts: zod must not probe `new Function`
 * before main.tsx makes it CSP-safe).
 */
const buildSchema = () =>
  z.object({
    word: z.coerce.string().max(200).optional().catch(undefined),
    ignoreAccents: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
      .optional()
      .catch(undefined),
    page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  });
let schema: ReturnType<typeof buildSchema> | undefined;

export const Route = createFileRoute('/_main/statistics')({
  validateSearch: (search: Record<string, unknown>) => (schema ??= buildSchema()).parse(search),
  component: StatisticsRoute,
});

function StatisticsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StatisticsScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
