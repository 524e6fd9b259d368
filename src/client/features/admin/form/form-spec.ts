/**
 * What a resource form tells the kit: its name (drafts and toast texts), the domain's zod
 * schemas, how a record becomes flat form values and how values become the API's body, and
 * the API calls. Values are flat on purpose: one string (or list) per field path, the same
 * dotted paths zod issues and the server's `fields` use (`word`, `biography.fr`, `tagIds`).
 */
import type { z } from 'zod';
import type { Resource } from '../resource/define-resource';

export type FieldValue = string | string[];
export type FormValues<Field extends string = string> = Record<Field, FieldValue>;

/** The forms whose toasts' texts live in `admin-form:resources.<form>`. */
export type KitFormName = 'difficult-word' | 'poet' | 'theme' | 'tag' | 'poem' | 'singer';
/** Every form of the kit (its drafts are keyed by it); those outside KitFormName bring `texts`. */
export type FormName = KitFormName | 'audio' | 'user' | 'user-role';

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
  read: (id: string) => Promise<Row>;
  /** The outcome's texts from the form's own namespace (default `admin-form:resources.<form>`). */
  texts?: (key: ResourceTextKey) => string;
  /**
   * Fields never written to the device's draft: a draft is plain IndexedDB, readable by
   * anyone with the device, so a password typed for a new account stays in memory only (it
   * still counts as a change: leaving with it typed asks first).
   */
  notInDraft?: readonly Field[];
}

/** What a spec declares: its resource gives the schemas and the calls, unless it says otherwise. */
export type FormSpecOptions<Row extends VersionedRecord, Field extends string> = Omit<
  FormSpec<Row, Field>,
  'createSchema' | 'updateSchema' | 'create' | 'update' | 'read'
> & {
  resource: Resource<Row>;
  /** Instead of the resource's (an upload also checks its file). */
  createSchema?: z.ZodType;
  /** Instead of the resource's POST (a recording is created by its upload). */
  create?: FormSpec<Row, Field>['create'];
};

/**
 * A form's spec from its resource: `defineFormSpec<DifficultWord, 'word' | …>({ resource,
 * form, empty, toValues, toInput })`. The calls go through the resource when made (not
 * copied now), so a test can stub a resource's method.
 */
export const defineFormSpec = <Row extends VersionedRecord, Field extends string>({
  resource,
  createSchema,
  create,
  ...spec
}: FormSpecOptions<Row, Field>): FormSpec<Row, Field> => ({
  ...spec,
  createSchema: createSchema ?? resource.createSchema,
  updateSchema: resource.updateSchema,
  create: create ?? ((input) => resource.create(input)),
  update: (id, input) => resource.update(id, input),
  read: (id) => resource.get(id),
});

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

/** The values without `names` (what a draft keeps of a form: FormSpec.notInDraft). */
export const withoutFields = (values: FormValues, names: readonly string[] = []): FormValues =>
  names.length === 0
    ? values
    : Object.fromEntries(Object.entries(values).filter(([name]) => !names.includes(name)));

/** Two forms' values equal field by field. */
export const sameValues = (a: FormValues, b: FormValues): boolean =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => sameValue(a[k], b[k]));
