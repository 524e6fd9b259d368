/**
 * `validateSearch` of the users list: the list pattern's `q`, `sort`, `page`, `size` plus
 * `role` (ADMIN or USER; anything else is dropped, never an error, as for the others). No
 * zod: route options are in the entry script every reader downloads (../resource/list-search.ts).
 */
import { isRole, type Role } from '@domain/accounts';
import { validateListSearch, type ListSearch } from '../resource/list-search';

/** The users list's URL state: the list pattern's plus the role filter. */
export interface UserListSearch extends ListSearch {
  role?: Role;
}

export function validateUserListSearch(raw: Record<string, unknown>): UserListSearch {
  return { ...validateListSearch(raw), role: isRole(raw.role) ? raw.role : undefined };
}
