/**
 * The installation must keep at least one administrator. Deleting or demoting an
 * administrator locks every administrator row first (SELECT … FOR UPDATE), so two
 * administrators removing each other at the same moment cannot both succeed: the second
 * waits, re-reads the admins without the first one, and is refused.
 */
import { onField } from '@domain/error-codes';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../shared/executor';
import { users } from '../../../db/schema';
import { conflicting, type Refusal } from '../shared/refusal';

/** A conflict when `userId` is the only administrator left; call inside a transaction. */
export async function lastAdminRefusal(
  tx: Transaction,
  userId: string,
  message: string,
): Promise<Refusal | undefined> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .for('update');
  if (admins.length <= 1 && admins.some((a) => a.id === userId)) {
    return conflicting(
      'last_admin',
      message,
      onField('role', 'last_admin', 'At least one administrator must remain'),
    );
  }
  return undefined;
}
