/**
 * The installation must keep at least one administrator. Deleting or demoting an
 * administrator locks every administrator row first (SELECT … FOR UPDATE), so two
 * administrators removing each other at the same moment cannot both succeed: the second
 * waits, re-reads the admins without the first one, and is refused.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { conflict } from '../../../lib/http-errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Throws a 409 when `userId` is the only administrator left; call inside a transaction. */
export async function assertNotLastAdmin(tx: Tx, userId: string, message: string) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .for('update');
  if (admins.length <= 1 && admins.some((a) => a.id === userId)) {
    throw conflict(message, { role: 'At least one administrator must remain' });
  }
}
