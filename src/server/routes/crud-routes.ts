/**
 * The record routes most resources share, declared once: `GET /:id` (one record or 404),
 * `POST /` (201 with the record; sets `request.auditEntityId`), `PUT /:id` (200 with the
 * record; 404 or 409 on a stale `version`) and `DELETE /:id` (204, no body; 404). Each has
 * the usual schema: `IdParamsSchema`, `readErrors` or `writeErrors` (plus `bearerAuth`) from
 * shared.ts, so the OpenAPI document and the type provider see every status it may send.
 *
 * `POST /` takes an optional `Idempotency-Key`: a retry with the same key answers the record
 * the first attempt created instead of creating another (plugins/app/shared/create-once.ts).
 *
 * A resource passes its OpenAPI tags, the label of its 404 message, its item schema and,
 * for each route it has, a summary, the body schema and the function to call, typed from
 * those schemas. A check that must run first (a referenced poem exists, a WebVTT text
 * parses) goes in that function. Writes answer the record or a `Refusal` (the repositories'
 * one convention, plugins/app/shared/refusal.ts), which `orRefuse` turns into 404, 409 or 400.
 *
 * Deliberately not here: the paged lists (`GET /` and a parent's `/:id/poems`, in
 * list-routes.ts), searches (`/search`, ...), routes that answer otherwise (the audio upload,
 * the audio delete that also removes the stored bytes), and `config.access`: these writes stay
 * admin-only through the access hook's default for writes (plugins/app/access.ts).
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { notFound } from '../lib/http-errors';
import type { WriteResult } from '../plugins/app/shared/refusal';
import type { Actor } from '../plugins/app/shared/act-as';
import { orRefuse } from './refused';
import { createOnce, isReplay } from '../plugins/app/shared/create-once';
import { IdempotencyHeadersSchema } from './idempotency';
import { bearerAuth, IdParamsSchema, readErrors, writeErrors } from './shared';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface CrudRoutesOptions<
  Item extends z.ZodType<{ id: string }>,
  Input extends z.ZodType,
  Update extends z.ZodType,
> {
  /** OpenAPI tags of the four routes. */
  tags: string[];
  /** Names the record in 404 messages: 'Poet' gives "Poet not found". */
  label: string;
  /** The record as every route answers it. */
  item: Item;
  get?: {
    summary: string;
    /** `request`: for a record only some callers see (routes/audience.ts). */
    findById: (id: string, request: FastifyRequest) => Promise<z.output<Item> | undefined>;
  };
  post?: {
    summary: string;
    body: Input;
    /**
     * The create, on `db`: the app's database, or the transaction that also keeps the request's
     * Idempotency-Key (plugins/app/shared/create-once.ts). Build the repository on it
     * (`(db) => createTagsRepository(db).create`): a create that ignored `db` would run outside
     * that transaction (and on PGlite, one connection, wait for it forever).
     */
    createOn: (
      db: Db,
    ) => (input: z.output<Input>, actor?: Actor) => Promise<WriteResult<z.output<Item>>>;
  };
  put?: {
    summary: string;
    body: Update;
    update: (
      id: string,
      patch: z.output<Update>,
      actor?: Actor,
    ) => Promise<WriteResult<z.output<Item>>>;
  };
  delete?: { summary: string; remove: (id: string) => Promise<WriteResult<boolean>> };
}

/** Registers the routes named in `options` (`get`, `post`, `put`, `delete`) on `app`. */
export function registerCrudRoutes<
  Item extends z.ZodType<{ id: string }>,
  Input extends z.ZodType,
  Update extends z.ZodType,
>(app: ZodApp, options: CrudRoutesOptions<Item, Input, Update>): void {
  // The one cast. Fastify resolves request and reply types through conditional types,
  // which stay unresolved while the schemas are type parameters, so the routes are
  // declared below on the schemas' common shape. The signature above has already tied
  // each function to its schemas, and the validator hands it exactly the body they parse.
  registerErased(app, options as CrudRoutesOptions<ErasedItem, z.ZodType, z.ZodType>);
}

type ErasedItem = z.ZodType<{ id: string }>;

function registerErased(
  app: ZodApp,
  options: CrudRoutesOptions<ErasedItem, z.ZodType, z.ZodType>,
): void {
  const { tags, label, item, get, post, put } = options;
  const remove = options.delete;

  if (get) {
    app.get(
      '/:id',
      {
        schema: {
          tags,
          summary: get.summary,
          params: IdParamsSchema,
          response: { 200: item, ...readErrors },
        },
      },
      async (request) => {
        const found = await get.findById(request.params.id, request);
        if (!found) throw notFound(label);
        return found;
      },
    );
  }

  if (post) {
    app.post(
      '/',
      {
        schema: {
          tags,
          summary: post.summary,
          security: bearerAuth,
          headers: IdempotencyHeadersSchema,
          body: post.body,
          response: { 201: item, ...writeErrors },
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const actor = request.user ?? undefined;
        const result = key
          ? await createOnce(app.db, label.toLowerCase(), key, (db) =>
              post.createOn(db)(request.body, actor),
            )
          : await post.createOn(app.db)(request.body, actor);
        if (isReplay(result)) {
          // A retry: the first attempt's record, as it is now (nothing is created again).
          const first = await get?.findById(result.replayOf, request);
          if (!first) throw notFound(label);
          return reply.code(201).header('idempotent-replayed', 'true').send(first);
        }
        const created = orRefuse(result, label);
        request.auditEntityId = created.id;
        return reply.code(201).send(created);
      },
    );
  }

  if (put) {
    app.put(
      '/:id',
      {
        schema: {
          tags,
          summary: put.summary,
          security: bearerAuth,
          params: IdParamsSchema,
          body: put.body,
          response: { 200: item, ...writeErrors },
        },
      },
      async (request) => {
        const actor = request.user ?? undefined;
        return orRefuse(await put.update(request.params.id, request.body, actor), label);
      },
    );
  }

  if (remove) {
    app.delete(
      '/:id',
      {
        schema: {
          tags,
          summary: remove.summary,
          security: bearerAuth,
          params: IdParamsSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        if (!orRefuse(await remove.remove(request.params.id), label)) throw notFound(label);
        return reply.code(204).send(null);
      },
    );
  }
}
