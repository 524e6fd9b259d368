/**
 * The new-user form as the dashboard's form kit sees it (../form/README.md): e-mail, names,
 * role, and the initial password, chosen or drawn at the save. The password is never in the
 * device's draft (`notInDraft`).
 *
 * Users carry no `version` (an account is only created here; its role and its password have
 * routes of their own), so the account the server answers gets 0, the kit's stand-in, never
 * sent: this form has no update and reads no record.
 */
import { UserCreateSchema, type User } from '@domain/schemas/user';
import type { FormSpec, ResourceTextKey } from '../form/form-spec';
import { generatePassword } from './generate-password';
import { createUser, type NewUser } from './resource';

export type NewUserField =
  'email' | 'firstName' | 'lastName' | 'role' | 'passwordMode' | 'password';
export type CreatedUser = User & { version: number };

const createOnly = () => Promise.reject(new Error('The new-user form creates accounts only'));

/**
 * `onDrawn` is told the password drawn for each save in 'generate' mode (undefined when the
 * administrator chose one): the screen shows it once the account exists.
 */
export function newUserSpec(
  texts: (key: ResourceTextKey) => string,
  onDrawn: (password: string | undefined) => void,
): FormSpec<CreatedUser, NewUserField> {
  return {
    form: 'user',
    createSchema: UserCreateSchema,
    updateSchema: UserCreateSchema,
    empty: {
      email: '',
      firstName: '',
      lastName: '',
      role: 'USER',
      passwordMode: 'generate',
      password: '',
    },
    notInDraft: ['password'],
    toValues: (user) => ({
      email: user.email,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      role: user.role,
      passwordMode: 'generate',
      password: '',
    }),
    toInput: ({ email, firstName, lastName, role, passwordMode, password }) => {
      const drawn = passwordMode === 'generate' ? generatePassword() : undefined;
      onDrawn(drawn);
      return { email, firstName, lastName, role, password: drawn ?? password };
    },
    create: async (input) => ({ ...(await createUser(input as unknown as NewUser)), version: 0 }),
    update: createOnly,
    read: createOnly,
    texts,
  };
}
