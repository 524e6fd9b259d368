/**
 * `validateSearch` of the users list: the list pattern's `q`, `sort`, `page`, `size` plus
 * `role` (ADMIN or USER; anything else is dropped, never an error, as for the others). No
 * zod: route options are in the entry script every reader downloads (../resource/list-search.ts).
 */
import type { Role } from '@domain/schemas/user';
import { validateListSearch } from '../resource/list-search';
import type { UserListSearch } from './queries';

// Spelled out rather than imported: the domain's ROLES sits beside zod in schemas/user.ts.
const isRole = (value: unknown): value is Role => value === 'ADMIN' || value === 'USER';

export function validateUserListSearch(raw: Record<string, unknown>): UserListSearch {
  return { ...validateListSearch(raw), role: isRole(raw.role) ? raw.role : undefined };
}
