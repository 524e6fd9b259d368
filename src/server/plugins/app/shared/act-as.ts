/**
 * Names the administrator of a write to the database, for the revision the write keeps
 * (migrations/0008_revisions.sql reads `taalif.actor`). The setting is local to the
 * transaction (`set_config(..., true)`): it ends with it and never leaks to the next request
 * on a pooled connection, so call this inside the transaction that writes. Without an actor
 * (the seed, a script) the revision is kept all the same, with no one named.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './executor';

/** Who writes: the signed-in administrator (only the id is kept). */
export interface Actor {
  id: string;
}

export async function actAs(tx: Executor, actor: Actor | undefined): Promise<void> {
  if (actor) await tx.execute(sql`select set_config('taalif.actor', ${actor.id}, true)`);
}
