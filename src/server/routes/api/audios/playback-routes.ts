/**
 * How readers get recitations: `/stream/:id` (HTTP Range, 206, conditional GET; revalidated
 * on each use, since an administrator may replace a recording's file under the same id: the
 * ETag names the stored object, so an unchanged file answers 304 and a replaced one its new
 * bytes), `/download/:id`
 * (the whole file as an attachment named after the title; counts a download) and
 * `POST /track/:id` (counts a play and answers `{plays}`; public, the player calls it). The two that count are
 * rate limited per client address; streaming is not (a player asks for many ranges).
 *
 * HEAD is served explicitly (Fastify's automatic HEAD would read the whole file and count a
 * download). Several ranges in one request get the whole body (see parse-range.ts).
 *
 * A stream answer should cost about what a cached JSON read costs: a lookup and the file's
 * bytes (a player's ranges: one read of a file kept open, see open()). On PGlite the row's few fields a stream needs are kept in memory until the next
 * write (feed-state-memo.ts), since a statement there takes the server's only thread for
 * longer than the whole rest of the answer; with PostgreSQL another instance may replace the
 * file, so each answer reads them (one indexed statement).
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import type { AudioStore, ByteRange } from '../../../audio-store/audio-store';
import { attachmentDisposition } from '../../../audio/content-disposition';
import { isNotModified, rangeStillApplies } from '../../../audio/conditional-get';
import { contentRange, parseRange } from '../../../audio/parse-range';
import { extensionOf } from '../../../audio/sniff-audio-type';
import { HttpError, notFound } from '../../../lib/http-errors';
import { knownValue, readAndKeep } from '../../../plugins/app/app-wide/feed-state-memo';
import type { StreamableAudio } from '../../../plugins/app/audios/audios-repository';
import { READERS } from '../../../plugins/app/poems/poem-row';
import { audienceOf } from '../../audience';
import { counterRateLimit, IdempotencyHeadersSchema, rememberKey } from '../../idempotency';
import { IdParamsSchema, readErrors } from '../../shared';

const tags = ['audios'];
const AudioBytes = z.any().describe('The audio bytes');
const STREAM_CACHE = 'public, no-cache';

/**
 * The validators of an audio's bytes: the id and size for the file it was created with; for
 * a replaced file (replace-file-route.ts stores it as `<id>-<uuid>.<ext>`) the object's name,
 * and a date no earlier than the replacement (counters move `updatedAt` too, which only
 * costs a full answer to a date-only revalidation).
 */
function validatorsOf(audio: StreamableAudio) {
  const name = (audio.storageKey.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/, '');
  const replaced = name.startsWith(`${audio.id}-`);
  return {
    etag: `"${replaced ? name : audio.id}-${audio.sizeBytes}"`,
    lastModified: new Date(replaced ? audio.updatedAt : audio.createdAt),
  };
}

/**
 * How many plays and downloads one client address may count per minute. Without a limit
 * anyone can inflate the counters, and every count takes the content-write lock and gives
 * the audio a new rev that every client then downloads again. A listener starts a few
 * recitations a minute. An offline outbox sends its plays with idempotency keys, which have
 * their own, larger allowance (routes/idempotency.ts). A HEAD of a download counts nothing,
 * so it is not limited.
 */
export const PLAY_MAX = 60;
const PLAY_RATE_LIMIT = counterRateLimit(PLAY_MAX);
export const DOWNLOAD_RATE_LIMIT = {
  max: 60,
  timeWindow: 60_000,
  allowList: (request: FastifyRequest) => request.method === 'HEAD',
};

/**
 * Ranges up to this size go out as one buffer when the store can read one (a local file: one
 * positional read of a file kept open), which costs a fraction of opening, streaming and closing
 * the file for each answer. Larger ranges and whole files are streamed.
 */
const MAX_BUFFERED_RANGE = 256 * 1024;

/** What `read` answers; a missing object (an inconsistency, logged) is a 404. */
async function notFoundIfMissing<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') throw notFound('Audio file');
    throw error;
  }
}

/** The stored bytes as a stream. */
const open = (store: AudioStore, key: string) => notFoundIfMissing(() => store.get(key));

/** A range's bytes: one buffer when the store reads one and the range is small, else a stream. */
const bytesOf = (store: AudioStore, key: string, range?: ByteRange) =>
  notFoundIfMissing<Readable | Buffer>(() =>
    range && store.readRange && range.end - range.start < MAX_BUFFERED_RANGE
      ? store.readRange(key, range)
      : store.get(key, range),
  );

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.audiosRepository;
  const store = app.audioStore;

  // A recording of a poem readers may not see (a draft, or scheduled) is not found for them.
  const findStored = async (request: FastifyRequest, id: string) => {
    const audio = await repo.findStored(id, await audienceOf(app, request));
    if (!audio) throw notFound('Audio');
    return audio;
  };

  // Only what readers may hear is kept in memory: an administrator's answer (a draft's
  // recording) is read each time, and a hidden recording, not found, is never kept.
  const findStreamable = async (request: FastifyRequest, id: string) => {
    const audience = await audienceOf(app, request);
    const key = `streamable audio ${id}`;
    const audio = audience.unpublished
      ? await repo.findStreamable(id, audience)
      : (knownValue<StreamableAudio>(app.database, key) ??
        (await readAndKeep(
          app.database,
          key,
          () => repo.findStreamable(id, READERS),
          (found) => found !== undefined,
        )));
    if (!audio) throw notFound('Audio');
    return audio;
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/stream/:id',
    // Its own validators (the bytes under an id never change); not the feed's.
    config: { publicCache: false },
    schema: {
      tags,
      summary: 'The audio bytes, with HTTP Range (206) and conditional GET (304)',
      params: IdParamsSchema,
      response: {
        200: AudioBytes,
        206: AudioBytes,
        304: AudioBytes,
        ...readErrors,
        416: ApiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const audio = await findStreamable(request, request.params.id);
      const size = audio.sizeBytes;
      const validators = validatorsOf(audio);
      const { headers } = request;
      const cacheHeaders = {
        etag: validators.etag,
        'last-modified': validators.lastModified.toUTCString(),
        'cache-control': STREAM_CACHE,
        'accept-ranges': 'bytes',
      };
      if (isNotModified(headers['if-none-match'], headers['if-modified-since'], validators)) {
        return reply.code(304).headers(cacheHeaders).send();
      }
      const ifRange = headers['if-range'];
      const range = rangeStillApplies(typeof ifRange === 'string' ? ifRange : undefined, validators)
        ? parseRange(headers.range, size)
        : ({ kind: 'full' } as const);
      if (range.kind === 'unsatisfiable') {
        throw new HttpError(
          416,
          'range_not_satisfiable',
          `The requested range is not inside the ${size} bytes of the file`,
          { headers: { 'content-range': `bytes */${size}`, 'accept-ranges': 'bytes' } },
        );
      }
      const slice = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
      // Open before setting any header, so a missing object answers a clean 404.
      const body =
        request.method === 'HEAD' ? undefined : await bytesOf(store, audio.storageKey, slice);
      reply.headers(cacheHeaders).type(audio.mimeType);
      if (slice) {
        reply
          .code(206)
          .header('content-range', contentRange(slice.start, slice.end, size))
          .header('content-length', slice.end - slice.start + 1);
      } else {
        reply.code(200).header('content-length', size);
      }
      return reply.send(body);
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/download/:id',
    config: { access: 'public', rateLimit: DOWNLOAD_RATE_LIMIT, publicCache: false },
    schema: {
      tags,
      summary:
        'The audio file as an attachment named after its title (counts a download; at most ' +
        `${DOWNLOAD_RATE_LIMIT.max} a minute per client address)`,
      params: IdParamsSchema,
      response: { 200: AudioBytes, ...readErrors, 429: ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const audio = await findStored(request, request.params.id);
      const ext = /\.([a-z0-9]{2,5})$/.exec(audio.storageKey)?.[1] ?? extensionOf(audio.mimeType);
      const body = request.method === 'HEAD' ? undefined : await open(store, audio.storageKey);
      if (body) {
        try {
          await repo.countDownload(audio.id);
        } catch (error) {
          body.destroy();
          throw error;
        }
      }
      return (
        reply
          .type(audio.mimeType)
          .header('content-length', audio.sizeBytes)
          .header('content-disposition', attachmentDisposition(audio.title, ext))
          // Every download should reach us to be counted.
          .header('cache-control', 'no-store')
          .send(body)
      );
    },
  });

  app.post(
    '/track/:id',
    {
      config: { access: 'public', rateLimit: PLAY_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Count one play of an audio and answer the count (readers, signed in or not; at most ' +
          `${PLAY_MAX} a minute per client address; with an Idempotency-Key, a repeated key ` +
          'counts nothing and answers the current count)',
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: {
          200: z.object({ plays: z.number().int() }),
          ...readErrors,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const counted = await repo.countPlay(request.params.id, request.headers['idempotency-key']);
      if (!counted) throw notFound('Audio');
      rememberKey(request);
      return { plays: counted.value };
    },
  );
};

export default routes;
