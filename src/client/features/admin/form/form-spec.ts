/**
 * What a resource form tells the kit: its name (drafts and toast texts), the domain's zod
 * schemas, how a record becomes flat form values and how values become the API's body, and
 * the API calls. Values are flat on purpose: one string (or list) per field path, the same
 * dotted paths zod issues and the server's `fields` use (`word`, `biography.fr`, `tagIds`).
 */
import type { z } from 'zod';

export type FieldValue = string | string[];
export type FormValues<Field extends string = string> = Record<Field, FieldValue>;

/** The forms whose toasts' texts live in `admin-form:resources.<form>`. */
export type KitFormName = 'difficult-word' | 'poet' | 'theme' | 'tag' | 'poem' | 'singer';
/** Every form of the kit (its drafts are keyed by it); those outside KitFormName bring `texts`. */
export type FormName = KitFormName | 'audio';

/** The texts of a form's outcome: its toasts and the failed read of its record. */
export type ResourceTextKey = 'created' | 'updated' | 'createError' | 'updateError' | 'fetchError';

/** A record as the API answers it: every editable one has an id and the version it is at. */
export interface VersionedRecord {
  id: string;
  version: number;
}

export interface FormSpec<Row extends VersionedRecord, Field extends string> {
  form: FormName;
  /** Checks `toInput(values)` before a create (the server's POST body schema). */
  createSchema: z.ZodType;
  /** Checks `toInput(values)` plus `version` before an update (the server's PUT body schema). */
  updateSchema: z.ZodType;
  /** The values of a new record. */
  empty: FormValues<Field>;
  toValues: (record: Row) => FormValues<Field>;
  toInput: (values: FormValues<Field>) => Record<string, unknown>;
  create: (input: Record<string, unknown>) => Promise<Row>;
  update: (id: string, input: Record<string, unknown> & { version: number }) => Promise<Row>;
  /** The record as the server has it now: "theirs" in the conflict view. */
  fetch: (id: string) => Promise<Row>;
  /** The outcome's texts from the form's own namespace (default `admin-form:resources.<form>`). */
  texts?: (key: ResourceTextKey) => string;
  /**
   * A server message this form words itself (an upload's refused file), in the
   * administrator's language; undefined leaves it to the kit's validation messages.
   */
  explain?: (message: string) => string | undefined;
}

/** Types a spec (identity at run time): `defineFormSpec<DifficultWord, 'word' | …>({ … })`. */
export const defineFormSpec = <Row extends VersionedRecord, Field extends string>(
  spec: FormSpec<Row, Field>,
): FormSpec<Row, Field> => spec;

/** `''` as null: an optional text left empty is "no value" for the API. */
export const orNull = (value: FieldValue | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A year field: empty is null; anything else a number (NaN fails the schema's check, as it should). */
export const yearOrNull = (value: FieldValue | undefined): number | null =>
  typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : null;

/** Two values equal as the form compares them (lists by their items). */
export const sameValue = (a: FieldValue | undefined, b: FieldValue | undefined): boolean =>
  Array.isArray(a) || Array.isArray(b)
    ? JSON.stringify(a ?? []) === JSON.stringify(b ?? [])
    : (a ?? '') === (b ?? '');

/** Two forms' values equal field by field. */
export const sameValues = (a: FormValues, b: FormValues): boolean =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => sameValue(a[k], b[k]));
