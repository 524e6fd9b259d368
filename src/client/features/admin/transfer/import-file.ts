/**
 * The rows of a file chosen for import: a JSON export (an array of records, or `{ rows }`) or a
 * CSV one (read by the record's schema: @domain/transfer/record-table.ts). Refused before
 * anything is sent: a file above the API's limit (its size and the limit said), and a file
 * that is neither.
 */
import { IMPORT_MAX_BYTES } from '@domain/transfer/import-api';
import { CsvSyntaxError } from '@domain/transfer/csv';
import { columnsOf, csvToRecords } from '@domain/transfer/record-table';
import { TRANSFER_SPECS, type TransferResource } from '@domain/transfer/transfer-resources';

export type ReadFileResult =
  | { ok: true; rows: unknown[] }
  | { ok: false; reason: 'too-large'; maxBytes: number }
  | { ok: false; reason: 'unreadable'; line?: number };

function jsonRows(text: string): unknown[] | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (Array.isArray(value)) return value;
    const rows = (value as { rows?: unknown } | null)?.rows;
    return Array.isArray(rows) ? rows : undefined;
  } catch {
    return undefined;
  }
}

export async function readImportFile(
  file: Blob & { name?: string },
  resource: TransferResource,
): Promise<ReadFileResult> {
  if (file.size > IMPORT_MAX_BYTES)
    return { ok: false, reason: 'too-large', maxBytes: IMPORT_MAX_BYTES };
  const text = await file.text();
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    const rows = jsonRows(trimmed);
    return rows && rows.length ? { ok: true, rows } : { ok: false, reason: 'unreadable' };
  }
  try {
    const rows = csvToRecords(text, columnsOf(TRANSFER_SPECS[resource].record));
    return rows.length ? { ok: true, rows } : { ok: false, reason: 'unreadable' };
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { ok: false, reason: 'unreadable', line: error.line };
    throw error;
  }
}
