/**
 * One typed description per dashboard resource: its API path, the domain's zod schemas of
 * its bodies (the server's own), and its calls: a page, one record, create, update (with
 * the `version` the edit was based on) and delete. An entity folder declares its resource
 * once (`poems/resource.ts`); its list, view, delete and form spec all use it, so a path or
 * a schema is written in one place. Reads and deletes go through `api.ts`, writes through
 * `../form/write-record.ts` (a create carries its Idempotency-Key).
 *
 * The schemas make a resource module heavy: only dashboard screens (lazy chunks) import
 * one, never a route's options (tests/lint/entry-without-zod.test.ts).
 */
import type { z } from 'zod';
import type { Page } from '@domain/paging';
import { postRecord, putRecord } from '../form/write-record';
import { deleteRecord, getPage, getRecord } from './api';
import { toPageQuery, type ListSearch } from './list-search';

type Params = Record<string, string | number | undefined>;

interface Options<Search extends ListSearch> {
  /** Under /api: `poems`. */
  path: string;
  /** The POST body's schema. */
  createSchema: z.ZodType;
  /** The PUT body's schema (with `version`). */
  updateSchema: z.ZodType;
  /** Where a search is read, with the text in `param`, when not at `path` with `q`. */
  searchAt?: { path: string; param: string };
  /** More of the list state for the server (the users' role filter). */
  filters?: (search: Search) => Params;
}

export interface Resource<Row, Search extends ListSearch = ListSearch> {
  path: string;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** One record's path under /api (the delete's, the view's). */
  recordPath: (id: string) => string;
  list: (search: Search, signal?: AbortSignal) => Promise<Page<Row>>;
  get: (id: string, signal?: AbortSignal) => Promise<Row>;
  create: (input: Record<string, unknown>) => Promise<Row>;
  /** 409 when the record is no longer at `version` (someone saved since). */
  update: (id: string, input: Record<string, unknown> & { version: number }) => Promise<Row>;
  delete: (id: string) => Promise<void>;
}

export function defineResource<Row, Search extends ListSearch = ListSearch>({
  path,
  createSchema,
  updateSchema,
  searchAt,
  filters,
}: Options<Search>): Resource<Row, Search> {
  const recordPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    path,
    createSchema,
    updateSchema,
    recordPath,
    list: (search, signal) => {
      const params = { ...toPageQuery(search), ...filters?.(search) };
      if (!search.q) return getPage<Row>(path, params, signal);
      if (searchAt)
        return getPage<Row>(searchAt.path, { ...params, [searchAt.param]: search.q }, signal);
      return getPage<Row>(path, { ...params, q: search.q }, signal);
    },
    get: (id, signal) => getRecord<Row>(recordPath(id), signal),
    create: (input) => postRecord<Row>(path, input),
    update: (id, input) => putRecord<Row>(recordPath(id), input),
    delete: (id) => deleteRecord(recordPath(id)),
  };
}
