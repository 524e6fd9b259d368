/**
 * PUT /api/audios/:id/file?version=N: an administrator replaces a recording's file
 * (multipart/form-data, one `file`; other fields are ignored). The recording keeps its id,
 * title, poem, singer, plays, downloads and every link to it; its type, size and duration
 * become the new file's, and its WebVTT timing is flagged for review (a NOTE block, see
 * @domain/vtt/timing-review), since the cues were aligned to the old audio.
 *
 * The new bytes go under a new key, so a listener streaming the old file is not cut off and
 * a refused or stale replacement leaves the recording as it was: the new object is deleted,
 * then the error answers. The old object is deleted only after the row points elsewhere.
 */
import { z } from 'zod';
import { v7 as uuidv7 } from 'uuid';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import { AudioSchema } from '@domain/schemas/audio';
import { refuseFile, receiveUpload } from '../../../audio/receive-upload';
import { notFound } from '../../../lib/http-errors';
import { ADMINISTRATORS } from '../../../plugins/app/poems/poem-row';
import { orRefuse } from '../../refused';
import { IdParamsSchema, bearerAuth, writeErrors } from '../../shared';
import { checkPlayable } from './check-playable';

const QuerySchema = z.object({
  version: z.coerce.number().int().positive('The version the replacement is based on'),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.audiosRepository;
  const store = app.audioStore;
  const maxBytes = app.config.env.AUDIO_MAX_BYTES;

  app.put(
    '/:id/file',
    {
      schema: {
        tags: ['audios'],
        summary: "Replace a recording's file (multipart/form-data; send `version`)",
        description:
          'One file in `file`, checked like an upload. The id, counters and links stay; the ' +
          'WebVTT timing is flagged for review. 409 when `version` is not the current one.',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        params: IdParamsSchema,
        querystring: QuerySchema,
        response: {
          200: AudioSchema,
          ...writeErrors,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Refuse at once, before reading a large body, when there is nothing to replace.
      if (!(await repo.findById(id, ADMINISTRATORS))) throw notFound('Audio');
      const upload = await receiveUpload(request, store, { id: `${id}-${uuidv7()}`, maxBytes });
      const stored = upload.stored;
      try {
        if (!stored) throw refuseFile(400, { kind: 'missing' });
        const info = await checkPlayable(store, stored);
        const result = await repo.replaceFile(
          id,
          request.query.version,
          {
            mimeType: stored.mimeType,
            sizeBytes: stored.sizeBytes,
            durationSec: info.durationSec,
            storageKey: stored.key,
          },
          `the file was replaced on ${new Date().toISOString().slice(0, 10)}; check the cues`,
          request.user ?? undefined,
        );
        const { audio, previousKey } = orRefuse(result, 'Audio');
        await store.delete(previousKey).catch((err: unknown) => {
          request.log.error({ err, key: previousKey }, 'could not delete replaced audio bytes');
        });
        return audio;
      } catch (error) {
        if (stored) {
          await store.delete(stored.key).catch((err: unknown) => {
            request.log.error({ err, key: stored.key }, 'could not delete a refused replacement');
          });
        }
        throw error;
      }
    },
  );
};

export default routes;
