/**
 * A record's history, for administrators only (the values may be drafts nobody published):
 *
 * - `GET /:id/revisions`: a page of its revisions, newest first (who, when, which version);
 *   404 when it has none (no such record, ever).
 * - `GET /:id/revisions/:revisionId`: one revision with its values.
 * - `POST /:id/revisions/:revisionId/restore` with `{ version }`: saves the revision's values
 *   again through the resource's own update (its checks, its references, and its version
 *   check: a stale `version` is the same 409 as any save). The save keeps a NEW revision;
 *   nothing in the history is rewritten. Answers the record as the PUT does.
 *
 * The revision's values are read with the resource's update schema, so a value today's rules
 * refuse (a tag since deleted, a rule made stricter) is a 400 naming the field, not a 500.
 */
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchemaOf } from '@domain/paging';
import { fieldErrorsOf } from '@domain/error-codes';
import {
  RestoreRevisionSchema,
  RevisionPageQuerySchema,
  RevisionParamsSchema,
  RevisionSchema,
  RevisionSummarySchema,
  type RevisionedEntity,
} from '@domain/schemas/revision';
import type { WriteResult } from '../plugins/app/shared/refusal';
import type { Actor } from '../plugins/app/shared/act-as';
import { badRequest, notFound } from '../lib/http-errors';
import { orRefuse } from './refused';
import { bearerAuth, IdParamsSchema, writeErrors } from './shared';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export interface RevisionRoutesOptions<Item extends z.ZodType, Update extends z.ZodType> {
  tags: string[];
  /** Names the record in 404 messages ('Poem'). */
  label: string;
  entity: RevisionedEntity;
  item: Item;
  /** The PUT body's schema: what a revision's values are read with before they are saved. */
  updateSchema: Update;
  /** The resource's update (the PUT's), which checks and saves them. */
  update: (id: string, patch: z.output<Update>, actor?: Actor) => Promise<WriteResult<unknown>>;
}

const admin = { access: 'admin' as const };
const { 409: _none, ...readErrors } = writeErrors;

export function registerRevisionRoutes<Item extends z.ZodType, Update extends z.ZodType>(
  app: ZodApp,
  options: RevisionRoutesOptions<Item, Update>,
): void {
  // The one cast, as in crud-routes.ts: Fastify resolves reply types through conditional
  // types that stay unresolved while the schemas are type parameters; the signature above
  // has already tied `update` to `updateSchema`.
  const { tags, label, entity, item, updateSchema, update } =
    options as unknown as RevisionRoutesOptions<z.ZodType, z.ZodType>;
  const revisions = app.revisionsRepository;

  app.get(
    '/:id/revisions',
    {
      config: admin,
      schema: {
        tags,
        summary: `The ${label.toLowerCase()}'s revisions, newest first (who saved, when, which version)`,
        security: bearerAuth,
        params: IdParamsSchema,
        querystring: RevisionPageQuerySchema,
        response: { 200: pageSchemaOf(RevisionSummarySchema), ...readErrors },
      },
    },
    async (request) => {
      const page = await revisions.page(entity, request.params.id, request.query);
      if (page.totalElements === 0) throw notFound(label);
      return page;
    },
  );

  app.get(
    '/:id/revisions/:revisionId',
    {
      config: admin,
      schema: {
        tags,
        summary: `One revision of a ${label.toLowerCase()}, with its values`,
        security: bearerAuth,
        params: RevisionParamsSchema,
        response: { 200: RevisionSchema, ...readErrors },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      const found = await revisions.find(entity, id, revisionId);
      if (!found) throw notFound('Revision');
      return found;
    },
  );

  app.post(
    '/:id/revisions/:revisionId/restore',
    {
      config: admin,
      schema: {
        tags,
        summary:
          `Save a revision's values again as the ${label.toLowerCase()}'s new version ` +
          '(a new revision; `version` is checked like any save: 409 when stale)',
        security: bearerAuth,
        params: RevisionParamsSchema,
        body: RestoreRevisionSchema,
        response: { 200: item, ...writeErrors },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      const found = await revisions.find(entity, id, revisionId);
      if (!found) throw notFound('Revision');
      const input = { ...found.values, version: request.body.version };
      const parsed = updateSchema.safeParse(input);
      if (!parsed.success) {
        const fields = fieldErrorsOf(parsed.error.issues, input);
        throw badRequest(
          `This revision cannot be saved today: ${Object.keys(fields).join(', ')}`,
          fields,
        );
      }
      const actor = request.user ?? undefined;
      return orRefuse(await update(id, parsed.data, actor), label);
    },
  );
}
