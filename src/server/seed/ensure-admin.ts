/**
 * The first administrator. With ADMIN_EMAIL/ADMIN_PASSWORD set, that account is created
 * if no administrator exists. Without ADMIN_PASSWORD a random password is generated and
 * returned so the process prints it once; it is never stored in clear.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../auth/password';
import { createUser } from '../plugins/app/users/create-user';

export interface EnsureAdminResult {
  created: boolean;
  email: string;
  /** Only when it was generated here: print it once, then it is gone. */
  generatedPassword?: string;
}

export async function ensureAdmin(
  db: Db,
  email: string,
  password?: string,
): Promise<EnsureAdminResult> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .limit(1);
  if (admins.length) return { created: false, email };
  const generatedPassword = password ? undefined : randomBytes(18).toString('base64url');
  // The same path as every account: lower-cased email, a free username, argon2id.
  await createUser(db, {
    email,
    displayName: 'Administrator',
    role: 'ADMIN',
    provider: 'local',
    passwordHash: await hashPassword(password ?? generatedPassword!),
  });
  return { created: true, email, generatedPassword };
}
