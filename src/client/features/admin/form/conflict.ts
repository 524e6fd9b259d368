/**
 * The conflict between my edit and a save someone made since I loaded the record (a 409 on
 * `version`). `base` is the record as I loaded it, `theirs` as the server has it now,
 * `mine` what I typed. Only the fields they changed are in conflict: a field only I
 * changed keeps my value whatever I choose, so nothing I typed elsewhere is lost.
 */
import { sameValue, type FieldValue, type FormValues } from './form-spec';

export type Side = 'theirs' | 'mine';

export interface ConflictField {
  name: string;
  base: FieldValue | undefined;
  theirs: FieldValue | undefined;
  mine: FieldValue | undefined;
  /** Whether I changed it too (else my value is just the old one). */
  changedByMe: boolean;
}

/** The fields they changed since `base`, in `names` order. */
export function conflictFields(
  names: readonly string[],
  base: FormValues,
  theirs: FormValues,
  mine: FormValues,
): ConflictField[] {
  return names
    .filter((name) => !sameValue(theirs[name], base[name]))
    .map((name) => ({
      name,
      base: base[name],
      theirs: theirs[name],
      mine: mine[name],
      changedByMe: !sameValue(mine[name], base[name]) && !sameValue(mine[name], theirs[name]),
    }));
}

/** The side each field starts on in the merge: mine where I changed it, else theirs. */
export function defaultChoices(fields: readonly ConflictField[]): Record<string, Side> {
  return Object.fromEntries(fields.map((f) => [f.name, f.changedByMe ? 'mine' : 'theirs']));
}

/**
 * My values with each conflicting field taken from the chosen side. With every field on
 * 'mine' this is "keep mine"; fields outside the conflict always stay mine.
 */
export function mergeValues<Values extends FormValues>(
  mine: Values,
  theirs: Values,
  choices: Record<string, Side>,
): Values {
  const merged: FormValues = { ...mine };
  for (const [name, side] of Object.entries(choices)) {
    if (side === 'theirs') merged[name] = theirs[name] as FieldValue;
  }
  return merged as Values;
}
