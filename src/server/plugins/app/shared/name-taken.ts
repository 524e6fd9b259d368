/**
 * Names a reader picks from a list (poets, reciters, themes, tags) are unique: two "Kocc Barma
 * Fall" would be two entries nobody can tell apart in a filter or a select, and the second is
 * almost always a curator not seeing the first. Two names are the same when they differ only by
 * case or spacing (the domain's lower case; accents count: "Sëriñ" and "Serin" are different
 * spellings a curator may keep apart on purpose).
 *
 * The check runs in the write's transaction under an advisory lock per table, so two curators
 * creating the same name at the same moment are serialized and the second one is refused.
 */
import { sql } from 'drizzle-orm';
import { onField } from '@domain/error-codes';
import { normalizeWord } from '@domain/words';
import type { Executor } from './executor';
import { conflicting } from './refusal';

/** The form of a name two records may not share. */
const nameKey = (name: string) => normalizeWord(name.trim().replace(/\s+/gu, ' '));

/** Waits for other writers of names in `table` (until this transaction ends). */
export const lockNames = (tx: Executor, table: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`names|${table}`}))`);

/** Whether `name` is held by a record other than `exceptId` among `records`. */
export const nameHeld = (
  records: readonly { id: string; name: string }[],
  name: string,
  exceptId?: string,
) => {
  const wanted = nameKey(name);
  return records.some((record) => record.id !== exceptId && nameKey(record.name) === wanted);
};

/** The 409 a taken name answers, on its field (`name`, or `name.fr` for a theme). */
export const nameTaken = (what: string, field = 'name') =>
  conflicting(
    'already_exists',
    `${what} with this name already exists`,
    onField(field, 'already_exists', `${what} with this name already exists`),
  );
