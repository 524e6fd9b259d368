/**
 * /api/audios: recitations of poems. Public reads of the metadata (a page, filtered by poem
 * or singer; one audio; a poem's audios) and administrator edits and deletes. The upload
 * (upload-route.ts), the file replacement (replace-file-route.ts), the byte-serving routes
 * (playback-routes.ts) and readers' drift reports (drift-report-routes.ts) are registered here too.
 * Responses never carry `storageKey`: where the bytes live is the server's business.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PAGE_SIZE, PageQuerySchema } from '@domain/paging';
import { z } from 'zod';
import { IdSchema } from '@domain/schemas/common';
import { flag } from '@domain/schemas/poem-filter';
import { TIMING_STATES } from '@domain/vtt/timing-state';
import { forbidden } from '../../../lib/http-errors';
import { audienceOf } from '../../audience';
import { AudioSchema, AudioUpdateSchema, type AudioUpdate } from '@domain/schemas/audio';
import type { Actor } from '../../../plugins/app/shared/act-as';
import { AUDIO_SORTS } from '../../../plugins/app/audios/audios-repository';
import { registerCrudRoutes } from '../../crud-routes';
import { registerMoveToTrashRoute } from '../../move-to-trash-route';
import { registerChildListRoute, registerListRoute } from '../../list-routes';
import { registerRevisionRoutes } from '../../revision-routes';
import { ListTextQuerySchema, sortablePageQuery } from '../../sortable-page-query';
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
  timing: z.enum(TIMING_STATES, { error: `One of: ${TIMING_STATES.join(', ')}` }).optional(),
  reported: flag,
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
      'A page of audios, optionally of one poem and/or one singer, `q`: part of the title, ' +
      '`timing`: untimed, review or timed (newest first); `reported=true`, administrators ' +
      'only: those readers report drifting',
    query: ListQuerySchema,
    item: AudioSchema,
    page: async ({ poemId, singerId, q, timing, reported, ...page }, request) => {
      const filter = { poemId, singerId, q, timing };
      const audience = await audienceOf(app, request);
      if (reported === undefined) return repo.list(page, filter, audience);
      // Drift reports are administrators' data: never in a public (cached) answer.
      if (!audience.unpublished) throw forbidden('Only administrators may filter by drift reports');
      const counts = await app.driftReportsRepository.listCounts();
      const ids = new Set(counts.map((c) => c.audioId));
      if (reported) return repo.list(page, { ...filter, ids: [...ids] }, audience);
      return repo.list(page, { ...filter, excludeIds: [...ids] }, audience);
    },
  });

  registerChildListRoute(app, {
    tags,
    path: '/poem/:id',
    summary: 'The audios of one poem (a page of up to 100)',
    parent: {
      label: 'Poem',
      exists: async (id, request) => repo.poemExists(id, await audienceOf(app, request)),
    },
    query: PoemAudiosQuerySchema,
    item: AudioSchema,
    page: async (poemId, query, request) =>
      repo.list(query, { poemId }, await audienceOf(app, request)),
  });

  const updateAudio = async (id: string, body: AudioUpdate, actor?: Actor) => {
    const patch = { ...body, vtt: blankToNull(body.vtt) };
    checkVtt(patch.vtt);
    return repo.update(id, patch, actor);
  };

  // The create is the upload (upload-route.ts); the delete, below, moves it to the trash.
  registerCrudRoutes(app, {
    tags,
    label: 'Audio',
    item: AudioSchema,
    get: {
      summary: 'One audio (metadata)',
      findById: async (id, request) => repo.findById(id, await audienceOf(app, request)),
    },
    put: {
      summary:
        "Edit an audio's title, poem, singer or WebVTT (send `version` to refuse a stale edit)",
      body: AudioUpdateSchema,
      update: updateAudio,
    },
  });

  registerMoveToTrashRoute(app, {
    tags,
    label: 'Audio',
    entity: 'audios',
    summary: 'Move a recording to the trash (its file stays until the trash lets it go)',
  });

  // A restored timing is checked like a typed one (its WebVTT must still parse).
  registerRevisionRoutes(app, {
    tags,
    label: 'Audio',
    entity: 'audios',
    item: AudioSchema,
    updateSchema: AudioUpdateSchema,
    update: updateAudio,
  });

  await app.register(uploadRoute);
  await app.register(replaceFileRoute);
  await app.register(playbackRoutes);
  await app.register(driftReportRoutes);
};

export default routes;
