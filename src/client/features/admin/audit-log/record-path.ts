/**
 * The dashboard screen of the record an audit line names: its view, or its edit screen for
 * themes and tags (SPEC gives them no view). Undefined when the line names no record (a
 * sign-out) or the entity has no screen. A deleted record's screen says it is not found.
 */
import type { AuditEntity } from '@domain/audit';

const SCREENS: Record<AuditEntity, ((id: string) => string) | undefined> = {
  poems: (id) => `/dashboard/poems/${id}`,
  poets: (id) => `/dashboard/poets/${id}`,
  themes: (id) => `/dashboard/themes/${id}/edit`,
  tags: (id) => `/dashboard/tags/${id}/edit`,
  audios: (id) => `/dashboard/audios/${id}`,
  singers: (id) => `/dashboard/singers/${id}`,
  'difficult-words': (id) => `/dashboard/difficult-words/${id}`,
  users: (id) => `/dashboard/users/${id}`,
  auth: undefined,
};

/** The path of the record's screen, or undefined. */
export function recordPath(entity: string, id: string | null): string | undefined {
  // Own keys only: `entity` comes from the server, and 'constructor' is in every object.
  if (!id || !Object.hasOwn(SCREENS, entity)) return undefined;
  return SCREENS[entity as AuditEntity]?.(id);
}
