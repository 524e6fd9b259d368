/**
 * Every record a list shows (its search, filters and sort, all its pages), read from the API
 * page after page, as CSV or JSON.
 *
 * Why the client reads the pages rather than a server stream: the list's own page function is
 * the one place that knows how a resource searches and filters (poems' spellings and filters,
 * words' accent-free search), so the export shows exactly what the list shows by construction,
 * without a second query per resource on the server; the pages go through the authenticated
 * client (a download link could not carry the session's token); and a dashboard list is small
 * (the 10,000-poem benchmark corpus is 100 pages of 100). If the list changes while it is read
 * (someone adds or removes a record, the pages shift), the export starts again, and after
 * three tries it gives up rather than write a file that misses or repeats records.
 */
import type { Page } from '@domain/paging';
import { MAX_PAGE_SIZE } from '@domain/page-request';
import { columnsOf, recordsToCsv } from '@domain/transfer/record-table';
import { TRANSFER_SPECS, type TransferResource } from '@domain/transfer/transfer-resources';
import type { ListSearch } from '../resource/list-search';

export type ExportFormat = 'csv' | 'json';

type Load<T, S extends ListSearch> = (search: S, signal: AbortSignal) => Promise<Page<T>>;

const TRIES = 3;

export class ListMovedError extends Error {
  constructor() {
    super('The list changed while it was exported');
  }
}

async function readOnce<T extends { id: string }, S extends ListSearch>(
  load: Load<T, S>,
  search: S,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<T[] | undefined> {
  const records = new Map<string, T>();
  let total = 0;
  for (let page = 1; ; page++) {
    const answer = await load({ ...search, page, size: MAX_PAGE_SIZE }, signal);
    if (page === 1) total = answer.totalElements;
    else if (answer.totalElements !== total) return undefined;
    for (const record of answer.content) records.set(record.id, record);
    onProgress(records.size, total);
    if (page >= answer.totalPages) break;
  }
  return records.size === total ? [...records.values()] : undefined;
}

/** Every record of the list in `search`, in its order; ListMovedError if it keeps changing. */
export async function readWholeList<T extends { id: string }, S extends ListSearch>(
  load: Load<T, S>,
  search: S,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<T[]> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const records = await readOnce(load, search, signal, onProgress);
    if (records) return records;
  }
  throw new ListMovedError();
}

/** The file's text and type for these records. */
export function exportFile(
  resource: TransferResource,
  records: readonly object[],
  format: ExportFormat,
): Blob {
  if (format === 'json')
    return new Blob([JSON.stringify(records, null, 2)], { type: 'application/json' });
  const csv = recordsToCsv(records, columnsOf(TRANSFER_SPECS[resource].record));
  return new Blob([csv], { type: 'text/csv;charset=utf-8' });
}

/** `taalif-poems-2026-11-28.csv`. */
export const exportFileName = (
  resource: TransferResource,
  format: ExportFormat,
  now = new Date(),
) => `taalif-${resource}-${now.toISOString().slice(0, 10)}.${format}`;

/** Hands the file to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Well after the click has started the download (an early revoke can cancel it).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
