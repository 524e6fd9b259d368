/**
 * What an import will do with each row of a file, decided before anything is written, the same
 * way for the preview and for the write that follows the administrator's confirmation:
 *
 * - `new`: no `id`, and the row passes the create's schema: it will be created.
 * - `changed`: a record with its `id` exists and some of the fields a save may write differ
 *   (`changes`: each field with its value before and after); it will be saved from the
 *   `version` the file holds, through the same version check as a save.
 * - `unchanged`: the record already holds what the row says. An exported file read back is all
 *   unchanged, whatever was edited since (the version is not compared when nothing changes).
 * - `invalid`: why, per field, with the API's codes: the schema's refusals, a record edited since
 *   the file was exported (`version`: stale_version), an `id` that names no record or twice the
 *   same record (`id`).
 *
 * Values are compared as a save would store them: an empty text, null and an absent value are
 * the same "nothing"; a localized text's empty languages do not count; dates compare as instants.
 */
import { fieldErrorsOf, onField, type FieldError } from '../error-codes';
import type { TransferSpec } from './transfer-resources';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export type RowOutcome =
  | { row: number; status: 'new'; name: string }
  | { row: number; status: 'changed'; id: string; name: string; changes: FieldChange[] }
  | { row: number; status: 'unchanged'; id: string; name: string }
  | {
      row: number;
      status: 'invalid';
      id: string | null;
      name: string;
      fields: Record<string, FieldError>;
    };

/** What to write for a row: nothing, a create, or an update from a version. */
export type RowWrite =
  | { kind: 'create'; input: Record<string, unknown> }
  | { kind: 'update'; id: string; patch: Record<string, unknown> & { version: number } };

export interface RowPlan {
  outcome: RowOutcome;
  write?: RowWrite;
}

type Current = Record<string, unknown> & { id: string; version: number };

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** A value as a save stores it, for comparing. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    const instant = Date.parse(value);
    return Number.isNaN(instant) ? value : `@${instant}`;
  }
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, canonical(v)] as const)
      .filter(([, v]) => v !== null)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return entries.length ? Object.fromEntries(entries) : null;
  }
  return value;
}

export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields a save may write that the row holds. */
function writable(spec: TransferSpec, row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.keys(spec.input.shape).flatMap((k) => (k in row ? [[k, row[k]]] : [])),
  );
}

function invalid(
  row: number,
  id: string | null,
  name: string,
  fields: Record<string, FieldError>,
): RowPlan {
  return { outcome: { row, status: 'invalid', id, name, fields } };
}

/**
 * The plan of one row (`row`: its 1-based number in the file), given the record its `id`
 * names as it is now (undefined: none). `seen`: the ids of the rows before it.
 */
export function planRow(
  spec: TransferSpec,
  row: number,
  raw: unknown,
  current: Current | undefined,
  seen: Set<string>,
): RowPlan {
  if (!isRecord(raw))
    return invalid(row, null, '', onField('_', 'invalid_type', 'A row must be an object'));
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : null;
  const name = spec.name(raw) || (current ? spec.name(current) : '');
  if (id && seen.has(id))
    return invalid(
      row,
      id,
      name,
      onField('id', 'invalid_value', 'This record is already in an earlier row'),
    );
  if (id) seen.add(id);
  const values = writable(spec, raw);

  if (!current) {
    if (id && !spec.creates)
      return invalid(
        row,
        id,
        name,
        onField('id', 'unknown_reference', 'No such record; one is created by uploading its file'),
      );
    if (id)
      return invalid(
        row,
        id,
        name,
        onField('id', 'unknown_reference', 'No record has this id (leave it empty to create one)'),
      );
    if (!spec.creates)
      return invalid(
        row,
        null,
        name,
        onField('id', 'required', 'Only existing records can be imported here'),
      );
    const parsed = spec.input.safeParse(values);
    if (!parsed.success)
      return invalid(row, null, name, fieldErrorsOf(parsed.error.issues, values));
    return {
      outcome: { row, status: 'new', name },
      write: { kind: 'create', input: parsed.data as Record<string, unknown> },
    };
  }

  const parsed = spec.update.safeParse(values);
  if (!parsed.success) return invalid(row, id, name, fieldErrorsOf(parsed.error.issues, values));
  const after = parsed.data as Record<string, unknown>;
  const changes = Object.keys(values)
    .filter((field) => !sameValue(after[field], current[field]))
    .map((field) => ({ field, before: current[field] ?? null, after: after[field] ?? null }));
  if (!changes.length) return { outcome: { row, status: 'unchanged', id: current.id, name } };
  const version = typeof raw.version === 'number' ? raw.version : current.version;
  if (version !== current.version)
    return invalid(
      row,
      id,
      name,
      onField(
        'version',
        'stale_version',
        `Saved since this file was made (version ${version}, now ${current.version})`,
      ),
    );
  const patch = Object.fromEntries(changes.map((c) => [c.field, after[c.field]]));
  return {
    outcome: { row, status: 'changed', id: current.id, name, changes },
    write: { kind: 'update', id: current.id, patch: { ...patch, version } },
  };
}
