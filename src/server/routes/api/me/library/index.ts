/**
 * /api/me/library: the signed-in reader's own library (favourites, collections, notes,
 * places), as the operations their devices make (@domain/library). Every route is for a
 * signed-in account and reads or writes that account's rows only: the account is the
 * token's, never a parameter, so no request can name another's library.
 *
 * - `POST /ops` pushes a batch (at most PUSH_MAX_OPS operations and the app's 1 MB body);
 *   a retry stores nothing twice (the clock stamp names an operation).
 * - `GET /ops?since=&generation=` is the account's feed. A device polls it every few seconds
 *   while visible, so "nothing new" is a 204 without a body.
 * - A copy made before an erase (its `generation` is older) gets 410 `feed_reset` on both, so
 *   an erase on one device empties the others instead of being pushed back by them.
 * - `GET /export` downloads every operation as one JSON file; `POST /import` merges such a
 *   file (from this or another account) into the library: it adds, never replaces.
 * - `DELETE /` erases the library, the server's copy included.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import {
  LIBRARY_FILE_FORMAT,
  LibraryErasedSchema,
  LibraryFeedQuerySchema,
  LibraryFeedSchema,
  LibraryFileSchema,
  LibraryPushSchema,
  LibraryStoredSchema,
} from '@domain/library/api';
import { HttpError } from '../../../../lib/http-errors';
import { bearerAuth } from '../../../shared';

const tags = ['library'];
const config = { access: 'user' } as const;
const signedIn = { 401: ApiErrorSchema };
/** An export of 20,000 operations with notes: a few MB. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const erasedSince = (generation: number) =>
  new HttpError(
    410,
    'feed_reset',
    `This library was erased (now generation ${generation}): empty this copy and sync again from since=0`,
  );

const routes: FastifyPluginAsyncZod = async (app) => {
  const library = app.libraryRepository;

  app.post(
    '/ops',
    {
      config,
      schema: {
        tags,
        security: bearerAuth,
        summary:
          "Store a batch of the reader's library operations (a repeated operation stores nothing)",
        body: LibraryPushSchema,
        response: {
          200: LibraryStoredSchema,
          400: ApiErrorSchema,
          ...signedIn,
          410: ApiErrorSchema,
          413: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const account = app.requireUser(request).id;
      const result = await library.push(account, request.body.generation, request.body.ops);
      if ('erased' in result) throw erasedSince(result.erased);
      return result;
    },
  );

  app.get(
    '/ops',
    {
      config,
      schema: {
        tags,
        security: bearerAuth,
        summary:
          "The reader's library operations stored after a cursor, in order; 204 when there are none",
        querystring: LibraryFeedQuerySchema,
        response: {
          200: LibraryFeedSchema,
          204: z.null().describe('Nothing new'),
          400: ApiErrorSchema,
          ...signedIn,
          410: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const account = app.requireUser(request).id;
      const { since, limit } = request.query;
      const generation = await library.generation(account);
      if (request.query.generation !== undefined && request.query.generation !== generation) {
        throw erasedSince(generation);
      }
      const page = await library.since(account, since, limit);
      // A device that does not know the generation yet (its first pull) always gets a body.
      if (page.ops.length === 0 && request.query.generation !== undefined) {
        return reply.code(204).send(null);
      }
      return { generation, ...page };
    },
  );

  app.get(
    '/export',
    {
      config,
      schema: {
        tags,
        security: bearerAuth,
        summary: "The reader's whole library as one JSON file",
        response: { 200: LibraryFileSchema, ...signedIn },
      },
    },
    async (request, reply) => {
      const ops = await library.all(app.requireUser(request).id);
      const exportedAt = new Date().toISOString();
      reply.header(
        'content-disposition',
        `attachment; filename="taalif-library-${exportedAt.slice(0, 10)}.json"`,
      );
      return { format: LIBRARY_FILE_FORMAT, version: 1, exportedAt, ops } as const;
    },
  );

  app.post(
    '/import',
    {
      config,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security: bearerAuth,
        summary: "Merge an exported library file into the reader's library (adds, never replaces)",
        body: LibraryFileSchema,
        response: {
          200: LibraryStoredSchema,
          400: ApiErrorSchema,
          ...signedIn,
          413: ApiErrorSchema,
        },
      },
    },
    async (request) => library.import(app.requireUser(request).id, request.body.ops),
  );

  app.delete(
    '/',
    {
      config,
      schema: {
        tags,
        security: bearerAuth,
        summary: "Erase the reader's whole library, the server's copy included",
        response: { 200: LibraryErasedSchema, ...signedIn },
      },
    },
    async (request) => library.erase(app.requireUser(request).id),
  );
};

export default routes;
