/**
 * /api/trash: the deleted poems, poets and recordings (plugins/app/trash), administrators
 * only, reads included (the items are no longer public). The list, a restore, the removal of
 * one item and the emptying of the whole trash: the last two are the only deletes that
 * cannot be undone (the dashboard confirms them first). The bytes of removed recordings are
 * deleted from the audio store after the rows are gone; a failure only leaves an orphan file,
 * logged.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptiedSchema, RestoredSchema, TrashItemSchema } from '@domain/schemas/trash';
import { notFound } from '../../../lib/http-errors';
import { orRefuse } from '../../refused';
import { bearerAuth, IdParamsSchema, writeErrors } from '../../shared';

const admin = { access: 'admin' as const };
const tags = ['trash'];
const DAY_MS = 24 * 3600 * 1000;

const routes: FastifyPluginAsyncZod = async (app) => {
  const trash = app.trashRepository;
  const keepMs = app.config.env.TRASH_RETENTION_DAYS * DAY_MS;

  const deleteBytes = (keys: string[], log: typeof app.log) =>
    Promise.all(
      keys.map((key) =>
        app.audioStore.delete(key).catch((err: unknown) => {
          log.error({ err, key }, 'could not delete the audio bytes of a trash item');
        }),
      ),
    );

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The trash, newest delete first, with when each item is purged',
        security: bearerAuth,
        response: { 200: z.array(TrashItemSchema), ...writeErrors },
      },
    },
    async () =>
      (await trash.list()).map((item) => ({
        ...item,
        expiresAt: new Date(Date.parse(item.deletedAt) + keepMs).toISOString(),
      })),
  );

  app.post(
    '/:id/restore',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Restore an item whole (a poem with its recordings and difficult words); 409 ' +
          'parent_missing while its poet or poem is not there',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 200: RestoredSchema, ...writeErrors },
      },
    },
    async (request) => orRefuse(await trash.restore(request.params.id), 'Trash item'),
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete one item of the trash for good (with its recordings’ files)',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const keys = await trash.remove(request.params.id);
      if (!keys) throw notFound('Trash item');
      await deleteBytes(keys, request.log);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Empty the trash: every item deleted for good',
        security: bearerAuth,
        response: { 200: EmptiedSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { removed, keys } = await trash.empty();
      await deleteBytes(keys, request.log);
      return { removed };
    },
  );
};

export default routes;
