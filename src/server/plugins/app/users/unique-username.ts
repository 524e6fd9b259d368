/**
 * Usernames are derived from the email's local part ("Awa.Ndiaye+x@…" → "awa.ndiaye")
 * and made unique with a number ("awa.ndiaye2"). Two registrations racing for the same
 * name are settled by the unique index: the caller retries with a fresh pick.
 */
import { like, or, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';

const MAX_LENGTH = 24;

/** The username an email address suggests, before uniqueness ("user" when nothing is left). */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
  const base = local
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_LENGTH);
  return base || 'user';
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A username derived from `email` that no user holds right now. */
export async function pickUsername(db: Db, email: string): Promise<string> {
  const base = usernameBase(email);
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), like(users.username, `${escapeLike(base)}%`)));
  const taken = new Set(rows.map((r) => r.username));
  if (!taken.has(base)) return base;
  const numbered = new RegExp(`^${escapeRegExp(base)}(\\d{1,6})$`);
  let n = 2;
  for (const name of taken) {
    const match = numbered.exec(name);
    if (match) n = Math.max(n, Number(match[1]) + 1);
  }
  return `${base}${n}`;
}
