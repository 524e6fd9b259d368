/**
 * The conflict between my edit and a save someone made since I loaded the record (a 409 on
 * `version`). `base` is the record as I loaded it, `theirs` as the server has it now,
 * `mine` what I typed. Only the fields they changed are in conflict: a field only I
 * changed keeps my value whatever I choose, so nothing I typed elsewhere is lost.
 *
 * A long text (a poem's verses, a context, a definition over several lines) that both of us
 * changed is merged verse by verse (the domain's mergeVerses): what only they changed comes
 * in, what only I changed stays, and only verses changed on both sides ask for a choice. When
 * nothing asks (different stanzas, or fields only they changed), the form saves the merge
 * without asking and shows what came from them.
 */
import { isLongText } from '@domain/revisions/compare-records';
import {
  mergeVerses,
  mergedText,
  type ConflictChoice,
  type VerseMerge,
} from '@domain/revisions/merge-verses';
import { sameValue, type FieldValue, type FormValues } from './form-spec';

export type Side = 'theirs' | 'mine';

/** A field's outcome: one side whole, or (a merged long text) the choice per conflicting verse. */
export type FieldChoice = Side | { verses: ConflictChoice[] };

export interface ConflictField {
  name: string;
  base: FieldValue | undefined;
  theirs: FieldValue | undefined;
  mine: FieldValue | undefined;
  /** Whether I changed it too (else my value is just the old one). */
  changedByMe: boolean;
  /** For a long text both of us changed: the verse-by-verse merge. */
  merge?: VerseMerge;
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');

/** Merged verse by verse: a long text of several lines, changed on both sides. */
function verseMerge(
  name: string,
  base: FieldValue | undefined,
  theirs: FieldValue | undefined,
  mine: FieldValue | undefined,
) {
  const values = [base, theirs, mine];
  if (!isLongText(name) || values.some((v) => v !== undefined && typeof v !== 'string'))
    return undefined;
  if (!values.some((v) => text(v).includes('\n'))) return undefined;
  return mergeVerses(text(base), text(mine), text(theirs));
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
    .map((name) => {
      const changedByMe =
        !sameValue(mine[name], base[name]) && !sameValue(mine[name], theirs[name]);
      const merge = changedByMe
        ? verseMerge(name, base[name], theirs[name], mine[name])
        : undefined;
      return {
        name,
        base: base[name],
        theirs: theirs[name],
        mine: mine[name],
        changedByMe,
        ...(merge && { merge }),
      };
    });
}

/** Whether the merge needs nobody: every field is theirs alone or merged without a clash. */
export const mergesSilently = (fields: readonly ConflictField[]) =>
  fields.every((field) => !field.changedByMe || field.merge?.conflicts === 0);

/** The choice each field starts on: mine where I changed it (merged verse by verse if a long text), else theirs. */
export function defaultChoices(fields: readonly ConflictField[]): Record<string, FieldChoice> {
  return Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.merge
        ? { verses: Array<ConflictChoice>(f.merge.conflicts).fill('mine') }
        : f.changedByMe
          ? 'mine'
          : 'theirs',
    ]),
  );
}

/**
 * My values with each conflicting field taken from the chosen side, or merged. With every
 * field on 'mine' this is "keep mine"; fields outside the conflict always stay mine.
 */
export function mergeValues<Values extends FormValues>(
  mine: Values,
  theirs: Values,
  choices: Record<string, FieldChoice>,
  fields: readonly ConflictField[] = [],
): Values {
  const merged: FormValues = { ...mine };
  for (const [name, choice] of Object.entries(choices)) {
    if (choice === 'theirs') merged[name] = theirs[name] as FieldValue;
    else if (choice !== 'mine') {
      const merge = fields.find((field) => field.name === name)?.merge;
      if (merge) merged[name] = mergedText(merge, choice.verses);
    }
  }
  return merged as Values;
}
