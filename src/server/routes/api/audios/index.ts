/**
 * /api/audios: recitations of poems. Public reads of the metadata (a page, filtered by poem
 * or singer; one audio; a poem's audios) and administrator edits and deletes. The upload
 * (upload-route.ts), the file replacement (replace-file-route.ts), the byte-serving routes
 * (playback-routes.ts) and readers' drift reports (drift-report-routes.ts) are registered here too.
 * Responses never carry `storageKey`: where the bytes live is the server's business.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PAGE_SIZE, PageQuerySchema } from '@domain/paging';
import { IdSchema } from '@domain/schemas/common';
import { AudioSchema, AudioUpdateSchema } from '@domain/schemas/audio';
import { notFound } from '../../../lib/http-errors';
import { AUDIO_SORTS } from '../../../plugins/app/audios/audios-repository';
import { registerCrudRoutes } from '../../crud-routes';
import { registerChildListRoute, registerListRoute } from '../../list-routes';
import { ListTextQuerySchema, sortablePageQuery } from '../../sortable-page-query';
import { IdParamsSchema, bearerAuth, writeErrors } from '../../shared';
import { blankToNull, checkVtt } from './check-audio-fields';
import driftReportRoutes from './drift-report-routes';
import playbackRoutes from './playback-routes';
import replaceFileRoute from './replace-file-route';
import uploadRoute from './upload-route';

const tags = ['audios'];
const AudioPageQuerySchema = sortablePageQuery(AUDIO_SORTS);
const ListQuerySchema = AudioPageQuerySchema.extend({
  poemId: IdSchema.optional(),
  singerId: IdSchema.optional(),
  q: ListTextQuerySchema,
});
/** A poem page shows all of its recitations at once, so this list defaults to the largest page. */
const PoemAudiosQuerySchema = AudioPageQuerySchema.extend({
  size: PageQuerySchema.shape.size.unwrap().default(MAX_PAGE_SIZE),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.audiosRepository;

  registerListRoute(app, {
    tags,
    summary:
      'A page of audios, optionally of one poem and/or one singer, `q`: part of the title ' +
      '(newest first)',
    query: ListQuerySchema,
    item: AudioSchema,
    page: ({ poemId, singerId, q, ...page }) => repo.list(page, { poemId, singerId, q }),
  });

  registerChildListRoute(app, {
    tags,
    path: '/poem/:id',
    summary: 'The audios of one poem (a page of up to 100)',
    parent: { label: 'Poem', exists: repo.poemExists },
    query: PoemAudiosQuerySchema,
    item: AudioSchema,
    page: (poemId, query) => repo.list(query, { poemId }),
  });

  // The create is the upload (upload-route.ts); the delete, below, also removes the bytes.
  registerCrudRoutes(app, {
    tags,
    label: 'Audio',
    item: AudioSchema,
    get: { summary: 'One audio (metadata)', findById: repo.findById },
    put: {
      summary:
        "Edit an audio's title, poem, singer or WebVTT (send `version` to refuse a stale edit)",
      body: AudioUpdateSchema,
      update: async (id, body) => {
        const patch = { ...body, vtt: blankToNull(body.vtt) };
        checkVtt(patch.vtt);
        return repo.update(id, patch);
      },
    },
  });

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an audio and its stored file',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const removed = await repo.remove(request.params.id);
      if (!removed) throw notFound('Audio');
      // The row is gone first, so no reader is ever sent to missing bytes; a failed delete
      // of the bytes only leaves an orphan file, which is logged.
      await app.audioStore.delete(removed.storageKey).catch((err: unknown) => {
        request.log.error({ err, key: removed.storageKey }, 'could not delete audio bytes');
      });
      return reply.code(204).send(null);
    },
  );

  await app.register(uploadRoute);
  await app.register(replaceFileRoute);
  await app.register(playbackRoutes);
  await app.register(driftReportRoutes);
};

export default routes;
