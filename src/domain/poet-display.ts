/**
 * How a poet's dates, status and portrait read, wherever a poet is shown (the client's poet
 * screens and the server's first screen of a poet's page).
 */
import type { Poet } from './schemas';

/** "1586 – 1655", "? – 1655", or null: a poet's dates as the reader sees them. */
export function poetYears(poet: Pick<Poet, 'birthYear' | 'deathYear'>): string | null {
  const { birthYear, deathYear } = poet;
  if (birthYear === null && deathYear === null) return null;
  return `${birthYear ?? '?'} – ${deathYear ?? ''}`.trim();
}

/**
 * Whether the status badge shows. An anonymous tradition (a collective "poet" with no birth
 * or death year, e.g. the kañu singers of the Baol) has no life to end: the status column
 * still says `deceased`, but no badge is shown, rather than labelling a living oral
 * tradition "Décédé".
 */
export function showsPoetStatus(poet: Pick<Poet, 'status' | 'birthYear' | 'deathYear'>): boolean {
  const anonymous = poet.birthYear === null && poet.deathYear === null;
  return !(poet.status === 'deceased' && anonymous);
}

/** The initials on a portrait without a photo: the first letters of the first two names. */
export function portraitInitials(name: string): string {
  return name
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}
