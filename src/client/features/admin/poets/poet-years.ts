/** A poet's years as a list shows them: "1853 – 1927", "1950 –", or a dash when unknown. */
export function poetYears(poet: { birthYear: number | null; deathYear: number | null }): string {
  if (poet.birthYear == null && poet.deathYear == null) return '—';
  return `${poet.birthYear ?? '?'} – ${poet.deathYear ?? ''}`.trim();
}
