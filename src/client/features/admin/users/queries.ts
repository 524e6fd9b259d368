/**
 * The dashboard's user reads: a page (searched by name or e-mail with `q`, filtered by
 * `role`) and one user. Every user route is admin-only on the server, reads included.
 */
import type { Role, User } from '@domain/schemas/user';
import { getPage, getRecord } from '../resource/api';
import { toPageQuery, type ListSearch } from '../resource/list-search';

/** The users list's URL state: the list pattern's plus the role filter. */
export interface UserListSearch extends ListSearch {
  role?: Role;
}

export const listUsers = (search: UserListSearch, signal?: AbortSignal) =>
  getPage<User>('users', { q: search.q, role: search.role, ...toPageQuery(search) }, signal);

export const getUser = (id: string, signal?: AbortSignal) => getRecord<User>(`users/${id}`, signal);

export const userApiPath = (id: string) => `users/${id}`;
