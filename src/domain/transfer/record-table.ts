/**
 * Records as a CSV table and back: one column per field of the record's schema (the API's
 * answer), in its order. A text is its cell; a number or a yes/no its plain form; a list or an
 * object (tags, a localized text) its JSON; null an empty cell. Reading a cell back follows the
 * schema the same way, so an exported CSV read back gives the records it was made from (the
 * cells keep what a wrong value was, as text, for the import's validation to name).
 */
import type { z } from 'zod';
import { readCsv, writeCsv } from './csv';

type Kind = 'text' | 'number' | 'boolean' | 'json';

export interface Column {
  name: string;
  kind: Kind;
  /** An empty cell is null (else, for a text, the empty text). */
  nullable: boolean;
}

interface ZodLike {
  def: { type: string; innerType?: ZodLike; in?: ZodLike };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'readonly', 'nonoptional', 'catch']);
const JSON_TYPES = new Set(['array', 'object', 'record', 'tuple']);

function columnOf(name: string, schema: ZodLike): Column {
  let nullable = false;
  let current = schema;
  for (;;) {
    const { type, innerType } = current.def;
    if (type === 'nullable' || type === 'optional') nullable = true;
    if (WRAPPERS.has(type) && innerType) current = innerType;
    else if (type === 'pipe' && current.def.in) current = current.def.in;
    else break;
  }
  const type = current.def.type;
  const kind: Kind =
    type === 'number' || type === 'int' || type === 'bigint'
      ? 'number'
      : type === 'boolean'
        ? 'boolean'
        : JSON_TYPES.has(type)
          ? 'json'
          : 'text';
  return { name, kind, nullable };
}

/** The columns of a record schema (a zod object), in its order. */
export function columnsOf(schema: z.ZodObject): Column[] {
  return Object.entries(schema.shape).map(([name, field]) =>
    columnOf(name, field as unknown as ZodLike),
  );
}

function cellOf(value: unknown, column: Column): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'json' || typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function valueOf(cell: string, column: Column): unknown {
  if (cell === '') return column.nullable || column.kind !== 'text' ? null : '';
  switch (column.kind) {
    case 'number': {
      const number = Number(cell);
      return Number.isFinite(number) && cell.trim() !== '' ? number : cell;
    }
    case 'boolean':
      return cell === 'true' ? true : cell === 'false' ? false : cell;
    case 'json':
      try {
        return JSON.parse(cell) as unknown;
      } catch {
        return cell;
      }
    default:
      return cell;
  }
}

/** The records as a CSV file's text (BOM, header, guarded cells: csv.ts). */
export function recordsToCsv(records: readonly object[], columns: readonly Column[]): string {
  return writeCsv([
    columns.map((c) => c.name),
    ...records.map((record) =>
      columns.map((c) => cellOf((record as Record<string, unknown>)[c.name], c)),
    ),
  ]);
}

/**
 * The rows of a CSV file as records: the header names the fields (a column the schema does not
 * have stays a text, for the import to refuse or ignore); a row's missing trailing cells are
 * absent fields. Throws CsvSyntaxError (csv.ts) for a quote left open.
 */
export function csvToRecords(text: string, columns: readonly Column[]): Record<string, unknown>[] {
  const [header = [], ...rows] = readCsv(text);
  const byName = new Map(columns.map((c) => [c.name, c]));
  const headerColumns = header.map(
    (name): Column =>
      byName.get(name.trim()) ?? { name: name.trim(), kind: 'text', nullable: false },
  );
  return rows
    .filter((cells) => cells.some((cell) => cell !== ''))
    .map((cells) =>
      Object.fromEntries(
        cells.flatMap((cell, i) => {
          const column = headerColumns[i];
          return column ? [[column.name, valueOf(cell, column)]] : [];
        }),
      ),
    );
}
