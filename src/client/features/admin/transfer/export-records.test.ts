/**
 * Reading every page of a list for its export: all pages in the list's order, at the API's
 * largest page size with the list's own search; a list that changes while it is read (a
 * record added by someone else shifts the pages) is read again, and one that keeps changing
 * is refused rather than written with records missing or repeated.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@domain/paging';
import { MAX_PAGE_SIZE } from '@domain/page-request';
import type { ListSearch } from '../resource/list-search';
import { ListMovedError, readWholeList } from './export-records';

interface Row {
  id: string;
}

/** A server's list of `count()` rows, paged as the API pages it. */
function listOf(count: () => number) {
  const asked: ListSearch[] = [];
  const load = async (search: ListSearch): Promise<Page<Row>> => {
    asked.push(search);
    const total = count();
    const size = search.size!;
    const start = ((search.page ?? 1) - 1) * size;
    const ids = Array.from({ length: total }, (_, i) => ({ id: `r${i}` }));
    return {
      content: ids.slice(start, start + size),
      totalElements: total,
      totalPages: Math.ceil(total / size),
      size,
      number: (search.page ?? 1) - 1,
    };
  };
  return { load, asked };
}

const signal = new AbortController().signal;

describe('readWholeList', () => {
  it('reads every page with the list’s search at the largest page size', async () => {
    const { load, asked } = listOf(() => 250);
    const search = { q: 'baat', sort: 'title,asc', page: 3, size: 10 };
    const progress: number[] = [];
    const rows = await readWholeList(load, search, signal, (done) => progress.push(done));
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 250 }, (_, i) => `r${i}`));
    expect(asked).toEqual(
      [1, 2, 3].map((page) => ({ q: 'baat', sort: 'title,asc', page, size: MAX_PAGE_SIZE })),
    );
    expect(progress).toEqual([100, 200, 250]);
  });

  it('reads again when the list changes meanwhile', async () => {
    let reads = 0;
    const { load } = listOf(() => (++reads === 2 ? 151 : 150));
    const rows = await readWholeList(load, {}, signal);
    expect(rows).toHaveLength(150);
    expect(reads).toBe(4);
  });

  it('gives up on a list that keeps changing', async () => {
    let reads = 0;
    const { load } = listOf(() => 150 + ++reads);
    await expect(readWholeList(load, {}, signal)).rejects.toBeInstanceOf(ListMovedError);
  });
});
