/**
 * POST /api/audios: an administrator uploads a recitation (multipart/form-data: `title`,
 * `poemId`, optional `singerId` and `vtt`, and one `file`).
 *
 * Order, so that a refusal never leaves bytes behind: store the file as it streams in (its
 * type decided from its bytes), then check the fields (which may have come after the file)
 * and the WebVTT; then decode the stored audio: a recitation must be playable audio with a
 * duration (unplayableReason: not a bare header, not an ID3 tag alone, not cut short, not a
 * video without sound); then insert the row, the repository checking the poem and singer in
 * the same transaction. Any refusal or failure after the store deletes the object.
 */
import { v7 as uuidv7 } from 'uuid';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import { AudioSchema } from '@domain/schemas/audio';
import { checkPlayable } from './check-playable';
import { bearerAuth, writeErrors } from '../../shared';
import { orRefuse } from '../../refused';
import { checkVtt, parseUploadFields } from './check-audio-fields';
import { receiveUpload } from '../../../audio/receive-upload';

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.audiosRepository;
  const store = app.audioStore;
  const maxBytes = app.config.env.AUDIO_MAX_BYTES;

  app.post(
    '/',
    {
      schema: {
        tags: ['audios'],
        summary: 'Upload a recitation (multipart/form-data)',
        description:
          'Fields: title, poemId, singerId (optional), vtt (optional WebVTT text) and one file ' +
          'in `file` (MP3, Ogg/Opus, M4A/AAC, WAV or WebM, recognised by content; at most ' +
          `${maxBytes} bytes).`,
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: {
          201: AudioSchema,
          ...writeErrors,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const id = uuidv7();
      const upload = await receiveUpload(request, store, { id, maxBytes });
      try {
        const input = parseUploadFields(upload);
        const stored = upload.stored!;
        checkVtt(input.vtt);
        const info = await checkPlayable(store, stored);
        const result = await repo.create(
          {
            id,
            title: input.title,
            poemId: input.poemId,
            singerId: input.singerId ?? null,
            vtt: input.vtt || null,
            mimeType: stored.mimeType,
            sizeBytes: stored.sizeBytes,
            durationSec: info.durationSec,
            storageKey: stored.key,
          },
          request.user ?? undefined,
        );
        const created = orRefuse(result, 'Audio');
        request.auditEntityId = created.id;
        return reply.code(201).send(created);
      } catch (error) {
        if (upload.stored) {
          await store.delete(upload.stored.key).catch((err: unknown) => {
            request.log.error(
              { err, key: upload.stored?.key },
              'could not delete a refused upload',
            );
          });
        }
        throw error;
      }
    },
  );
};

export default routes;
