/** The administrators' user list: one page, optionally searched, sorted on a whitelist. */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@domain/paging';
import type { Role } from '@domain/schemas/user';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { toUser } from './to-user';

/** The fields `?sort=` may name on /api/users. */
export const USER_SORT_FIELDS = ['createdAt', 'email', 'username'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UserListQuery extends PageQuery {
  /** Searched (case-insensitive, anywhere) in email, username and display name. */
  q?: string;
  /** Only the users with this role. */
  role?: Role;
}

const columns = { createdAt: users.createdAt, email: users.email, username: users.username };
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of users and the total count of users matching `q` and `role`. */
export async function listUsers(db: Db, query: UserListQuery) {
  let search: SQL | undefined;
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    search = or(
      ilike(users.email, pattern),
      ilike(users.username, pattern),
      ilike(users.displayName, pattern),
    );
  }
  const where = and(search, query.role ? eq(users.role, query.role) : undefined);
  const field = (query.sort?.field ?? 'createdAt') as UserSortField;
  const direction = query.sort?.direction === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(columns[field]), asc(users.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toUser), total: total?.n ?? 0 };
}
