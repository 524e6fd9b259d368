import { z } from 'zod';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../accounts';
import { EmailSchema, PasswordSchema, UserSchema } from './user';

export const LoginSchema = z.object({
  /** A username or an email address. */
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(320),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export const RegisterSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100),
  lastName: z
    .string({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(100),
});
export type RegisterBody = z.infer<typeof RegisterSchema>;

/** The refresh token is not in it: it comes as an HttpOnly cookie (server auth/refresh-cookie.ts). */
export const LoginResponseSchema = z.object({
  token: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RegisterResponseSchema = z.object({
  accessToken: z.string(),
  user: UserSchema,
});

export type { OAuthProvider };
export const OAuthProviderSchema = z.enum(OAUTH_PROVIDERS);
