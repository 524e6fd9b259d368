/**
 * The paged public lists most resources share, declared once beside crud-routes.ts:
 *
 * - `registerListRoute`: `GET /`, a page of the resource's records (200, or 400 for a bad
 *   query: `{ 200: pageSchemaOf(item), 400 }`).
 * - `registerChildListRoute`: the page of the records that belong to one parent, at a path
 *   with `:id` (`/:id/poems` of a poet or a tag, `/:id/audios` of a singer, `/poem/:id` of a
 *   poem's audios or words): 404 "<label> not found" when the parent does not exist, else 200
 *   with the page (`IdParamsSchema`, `{ 200: pageSchemaOf(item), ...readErrors }`).
 *
 * A resource passes its OpenAPI tags, the summary, the query schema (its sort whitelist and
 * filters), the item schema and the function that reads the page, typed from those schemas.
 * Searches and lists that answer otherwise stay written out in their route files.
 */
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchemaOf, type Page } from '@domain/paging';
import { notFound } from '../lib/http-errors';
import { IdParamsSchema, readErrors } from './shared';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface ListRouteOptions<Item extends z.ZodType, Query extends z.ZodType> {
  /** OpenAPI tags of the route. */
  tags: string[];
  summary: string;
  /** The querystring: page, size, sort and any filter. */
  query: Query;
  /** One record of the page. */
  item: Item;
  /** `request`: for a list whose answer depends on who asks (routes/audience.ts). */
  page: (query: z.output<Query>, request: FastifyRequest) => Promise<Page<z.output<Item>>>;
}

export interface ChildListRouteOptions<Item extends z.ZodType, Query extends z.ZodType> {
  tags: string[];
  /** Where the parent's id stands: '/:id/poems', '/poem/:id'. */
  path: `/${string}:id${string}`;
  summary: string;
  /**
   * The parent: its label for the 404 ('Poet' gives "Poet not found") and how to know it exists
   * (`request`: for a parent only some callers see, a draft poem).
   */
  parent: { label: string; exists: (id: string, request: FastifyRequest) => Promise<unknown> };
  query: Query;
  item: Item;
  page: (
    parentId: string,
    query: z.output<Query>,
    request: FastifyRequest,
  ) => Promise<Page<z.output<Item>>>;
}

// The one cast of each helper, as in crud-routes.ts: Fastify resolves request and reply types
// through conditional types, which stay unresolved while the schemas are type parameters, so
// the routes are declared on the schemas' common shape. The signatures have already tied each
// function to its schemas, and the validator hands it exactly the query they parse.

/** Registers `GET /`: a page of the resource's records. */
export function registerListRoute<Item extends z.ZodType, Query extends z.ZodType>(
  app: ZodApp,
  options: ListRouteOptions<Item, Query>,
): void {
  const { tags, summary, query, item, page } = options as ListRouteOptions<z.ZodType, z.ZodType>;
  app.get(
    '/',
    {
      schema: {
        tags,
        summary,
        querystring: query,
        response: { 200: pageSchemaOf(item), 400: readErrors[400] },
      },
    },
    async (request) => page(request.query, request),
  );
}

/** Registers the page of one parent's records at `options.path`, 404 when there is no parent. */
export function registerChildListRoute<Item extends z.ZodType, Query extends z.ZodType>(
  app: ZodApp,
  options: ChildListRouteOptions<Item, Query>,
): void {
  const { tags, path, summary, parent, query, item, page } = options as ChildListRouteOptions<
    z.ZodType,
    z.ZodType
  >;
  app.get(
    path,
    {
      schema: {
        tags,
        summary,
        params: IdParamsSchema,
        querystring: query,
        response: { 200: pageSchemaOf(item), ...readErrors },
      },
    },
    async (request) => {
      if (!(await parent.exists(request.params.id, request))) throw notFound(parent.label);
      return page(request.params.id, request.query, request);
    },
  );
}
