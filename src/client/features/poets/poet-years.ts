/** "1586 – 1655", "né en 1950", or null: a poet's dates as the reader sees them. */
import type { Poet } from '@domain/schemas';

export function poetYears(poet: Pick<Poet, 'birthYear' | 'deathYear'>): string | null {
  const { birthYear, deathYear } = poet;
  if (birthYear === null && deathYear === null) return null;
  return `${birthYear ?? '?'} – ${deathYear ?? ''}`.trim();
}
