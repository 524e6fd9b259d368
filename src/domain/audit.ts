/**
 * The audit log's vocabulary without zod (route search validators in the client's entry use
 * it): the entities a line may name, and what a line did, read from its method and route.
 */

/** The first segment of the written URL under /api: what the log's `entity` holds. */
export const AUDIT_ENTITIES = [
  'poems',
  'poets',
  'themes',
  'tags',
  'audios',
  'singers',
  'difficult-words',
  'users',
  'auth',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export type AuditOperation = 'create' | 'update' | 'delete' | 'role' | 'password' | 'other';

/** What a line did, in words a screen can translate: from its method and route. */
export function auditOperation(action: string): AuditOperation {
  const [method = '', path = ''] = action.split(' ');
  // Sign-in routes (an administrator's logout) write no record.
  if (path.startsWith('/api/auth/')) return 'other';
  if (path.endsWith('/role')) return 'role';
  if (path.endsWith('/reset-password')) return 'password';
  if (method === 'DELETE') return 'delete';
  if (method === 'POST' && !path.includes(':id')) return 'create';
  if (method === 'PUT' || method === 'PATCH') return 'update';
  return 'other';
}
