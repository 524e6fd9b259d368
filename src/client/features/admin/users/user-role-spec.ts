/**
 * A user's role on the dashboard's form kit (../form/README.md).
 *
 * Users carry no `version`, and the role route takes none: the stand-in is the role itself
 * (its place in ROLES), read again just before the write. If someone changed the role since
 * the form opened, the write is refused as stale, as the server refuses any record's, and
 * the kit shows their choice beside this one (the conflict view). A role that went A → B → A
 * meanwhile compares equal, and rightly: the administrator changes it from the value the
 * account has, so nothing anyone chose is overwritten unseen. With two roles, a change made
 * meanwhile is always the one this administrator is making: the kit merges it without asking
 * and says so, and nothing is written twice.
 */
import { ROLES, type Role } from '@domain/accounts';
import { RoleChangeSchema, type User } from '@domain/schemas/user';
import { apiErrorOf } from '@client/api/to-api-error';
import type { FormSpec, ResourceTextKey } from '../form/form-spec';
import { changeRole, userResource } from './resource';

export type VersionedUser = User & { version: number };

export const withRoleVersion = (user: User): VersionedUser => ({
  ...user,
  version: ROLES.indexOf(user.role),
});

export function userRoleSpec(
  texts: (key: ResourceTextKey) => string,
): FormSpec<VersionedUser, 'role'> {
  return {
    form: 'user-role',
    createSchema: RoleChangeSchema,
    updateSchema: RoleChangeSchema,
    empty: { role: 'USER' },
    toValues: (user) => ({ role: user.role }),
    toInput: ({ role }) => ({ role }),
    create: () => Promise.reject(new Error('An account is created by the new-user form')),
    update: async (id, { role, version }) => {
      const now = await userResource.get(id);
      if (ROLES.indexOf(now.role) !== version)
        throw apiErrorOf(409, { code: 'stale_version', message: 'The role changed meanwhile' });
      // Already that role (someone made the same choice meanwhile): nothing to write.
      if (now.role === role) return withRoleVersion(now);
      return withRoleVersion(await changeRole(id, role as Role));
    },
    read: async (id) => withRoleVersion(await userResource.get(id)),
    texts,
  };
}
