/**
 * The dashboard screen of the record an audit line names: its view, or its edit screen for
 * themes and tags (SPEC gives them no view), and its History for records that keep one.
 * Undefined when the line names no record (a sign-out) or the entity has no such screen. A
 * deleted record's screen says it is not found.
 */
import type { AuditEntity } from '@domain/audit';
import { isRevisionedEntity, type RevisionedEntity } from '@domain/schemas/revision';
import type { RecordRoute } from '@client/route-paths';

const SCREENS: Record<AuditEntity, RecordRoute | undefined> = {
  poems: '/dashboard/poems/$id',
  poets: '/dashboard/poets/$id',
  themes: '/dashboard/themes/$id/edit',
  tags: '/dashboard/tags/$id/edit',
  audios: '/dashboard/audios/$id',
  singers: '/dashboard/singers/$id',
  'difficult-words': '/dashboard/difficult-words/$id',
  users: '/dashboard/users/$id',
  auth: undefined,
};

const HISTORIES: Record<RevisionedEntity, RecordRoute> = {
  poems: '/dashboard/poems/$id/history',
  poets: '/dashboard/poets/$id/history',
  audios: '/dashboard/audios/$id/history',
  'difficult-words': '/dashboard/difficult-words/$id/history',
};

type RecordLink = { to: RecordRoute; params: { id: string } };

/** The link to the record's screen (its route and id), or undefined. */
export function recordLink(entity: string, id: string | null): RecordLink | undefined {
  // Own keys only: `entity` comes from the server, and 'constructor' is in every object.
  const to = id && Object.hasOwn(SCREENS, entity) ? SCREENS[entity as AuditEntity] : undefined;
  return to && id ? { to, params: { id } } : undefined;
}

/** The link to the History of a record that keeps revisions, or undefined. */
export function historyLink(entity: string, id: string | null): RecordLink | undefined {
  if (!id || !isRevisionedEntity(entity)) return undefined;
  return { to: HISTORIES[entity], params: { id } };
}
