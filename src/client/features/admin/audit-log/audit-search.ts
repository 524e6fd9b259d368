/**
 * The audit screen's state in the URL (`?entity=users&actor=<id>&page=2&size=50`), read by
 * its route's `validateSearch`: no zod (route options are in the entry script), a value
 * that does not fit is dropped, never an error.
 */
import { AUDIT_ENTITIES, type AuditEntity } from '@domain/audit';
import { isId } from '@domain/ids';
import { readText } from '@client/lib/search-params';
import { validateListSearch, type ListSearch } from '../resource/list-search';

export interface AuditSearch extends Pick<ListSearch, 'page' | 'size'> {
  entity?: AuditEntity;
  /** The administrator's id. */
  actor?: string;
}

const isEntity = (value: unknown): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly unknown[]).includes(value);

export function validateAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const { page, size } = validateListSearch(raw);
  const actor = readText(raw.actor, 36);
  return {
    entity: isEntity(raw.entity) ? raw.entity : undefined,
    actor: isId(actor) ? actor : undefined,
    page,
    size,
  };
}
