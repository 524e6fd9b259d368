import { z } from 'zod';
import {
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROVIDERS,
  ROLES,
  type Role,
} from '../accounts';
import { IdSchema, ImageUrlSchema } from './common';

export type { Role };
export const RoleSchema = z.enum(ROLES, { error: 'Role must be ADMIN or USER' });

/** The user as the API shows it; the password hash never leaves the server. */
export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: RoleSchema,
  photoURL: z.string().nullable(),
  provider: z.enum(PROVIDERS),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must have at most ${PASSWORD_MAX_LENGTH} characters`);

/** An email address (accounts.ts's EMAIL_PATTERN, which the register form checks too). */
export const EmailSchema = z
  .email({ pattern: EMAIL_PATTERN, error: 'Email must be a valid address' })
  .max(320);

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

export const UserCreateSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  role: RoleSchema.default('USER'),
});

export const UserUpdateSchema = z.object({
  firstName: name('First name is required').optional(),
  lastName: name('Last name is required').optional(),
  displayName: name('Display name is required').optional(),
  photoURL: ImageUrlSchema.nullable().optional(),
});
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

export const RoleChangeSchema = z.object({ role: RoleSchema });
export const PasswordResetSchema = z.object({ password: PasswordSchema });
