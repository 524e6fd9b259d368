/**
 * Receives an audio upload (multipart/form-data): the text fields, in any order around the
 * one `file` part, and the file streamed straight into the audio store, never buffered
 * whole. The first bytes are read ahead to decide the type (sniff-audio-type); the object
 * key is `audio/<id>.<ext>`, made here, so the client's file name never reaches a path.
 *
 * The size limit is the multipart plugin's (AUDIO_MAX_BYTES): busboy cuts the file there and
 * marks it truncated, and the stream fed to the store then fails, so the store never keeps a
 * partial object. A body that is not a well-formed form (no boundary, not multipart at all,
 * cut off mid-way) is the client's mistake: the parser's errors, whether they come from the
 * parts or from inside the file, answer 400, and any object already stored is deleted.
 * Deliberately not here: checking the text fields (the route does, once it has them all, and
 * deletes the object if they are wrong).
 */
import { onField } from '@domain/error-codes';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { AudioStore } from '../audio-store/audio-store';
import { SNIFF_BYTES, sniffAudioType, type AudioMimeType } from './sniff-audio-type';
import { HttpError, badRequest } from '../lib/http-errors';
import {
  AUDIO_UPLOAD_FIELDS,
  AUDIO_UPLOAD_FILE_FIELD,
  type AudioUploadField,
} from '@domain/schemas/audio';
import { audioRefusalError, type AudioRefusal } from '@domain/audio-upload-refusals';

export interface StoredUpload {
  key: string;
  mimeType: AudioMimeType;
  sizeBytes: number;
  /** A video container: keep it only if it turns out to hold an audio track. */
  needsAudioTrack: boolean;
}

export interface ReceivedUpload {
  /** The domain's upload fields that came; any other text field is ignored. */
  fields: Partial<Record<AudioUploadField, string>>;
  /** Null when the request had no file part. */
  stored: StoredUpload | null;
}

type Chunks = AsyncIterator<Buffer>;

/** A refused file: the status, and the message on the form's file field too. */
export function refuseFile(status: number, refusal: AudioRefusal): HttpError {
  const error = audioRefusalError(refusal);
  return new HttpError(status, error.code, error.message, {
    fields: { [AUDIO_UPLOAD_FILE_FIELD]: error },
    ...(error.params && { params: error.params }),
  });
}

const tooLarge = (maxBytes: number) => refuseFile(413, { kind: 'tooLarge', maxBytes });

const unsupported = (detected: string | null) => refuseFile(415, { kind: 'unsupported', detected });

/**
 * A body the multipart parser could not read. Its own errors are plain ones with only a
 * message to tell them apart ("Multipart: Boundary not found", "Unexpected end of multipart
 * data", "Part terminated early ..."), so the message only picks the wording; being thrown
 * by the parser at all is what makes it a 400.
 */
function malformed(error: unknown): HttpError {
  const cause = error instanceof Error ? error.message : '';
  const reason = /boundary/i.test(cause)
    ? 'the Content-Type header has no boundary'
    : /unexpected end|terminated early|closed before/i.test(cause)
      ? 'the body ended before the form did (was the upload cut off?)'
      : 'the body could not be read as a form';
  return badRequest(`The upload is not valid multipart/form-data: ${reason}`);
}

/** Reads chunks until at least `bytes` are in hand (or the file ends). */
async function readHead(chunks: Chunks, bytes: number): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head);
}

/** The head again, then the rest; fails at the end if busboy cut the file at the limit. */
async function* replay(head: Buffer, chunks: Chunks, truncated: () => boolean, maxBytes: number) {
  yield head;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  if (truncated()) throw tooLarge(maxBytes);
}

/** Reads and discards the rest of a refused file, so the request body still drains. */
function drain(chunks: Chunks) {
  void (async () => {
    while (!(await chunks.next()).done);
  })().catch(() => {});
}

async function storeFile(part: MultipartFile, store: AudioStore, id: string, maxBytes: number) {
  const source = part.file[Symbol.asyncIterator]();
  // A read that fails means the body broke off: that is the answer (a 400), whatever error
  // the store then reports for its failed write.
  let bodyError: HttpError | undefined;
  const chunks: Chunks = {
    next: () =>
      source.next().catch((error: unknown) => {
        bodyError = malformed(error);
        throw bodyError;
      }),
  };
  const head = await readHead(chunks, SNIFF_BYTES);
  if (head.length === 0) throw refuseFile(400, { kind: 'empty' });
  const { audio, detected } = await sniffAudioType(head);
  if (!audio) {
    drain(chunks);
    throw unsupported(detected);
  }
  const key = `audio/${id}.${audio.ext}`;
  const body = Readable.from(
    replay(head, chunks, () => part.file.truncated, maxBytes),
    {
      objectMode: false,
    },
  );
  try {
    const { sizeBytes } = await store.put(key, body, audio.mimeType);
    return { key, mimeType: audio.mimeType, sizeBytes, needsAudioTrack: audio.needsAudioTrack };
  } catch (error) {
    await store.delete(key).catch(() => {});
    throw part.file.truncated ? tooLarge(maxBytes) : (bodyError ?? error);
  }
}

/** The multipart plugin's errors, as the API's answers. */
function translate(error: unknown, maxBytes: number): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return badRequest(
        'Send one file only',
        onField(AUDIO_UPLOAD_FILE_FIELD, 'one_file_only', 'Send one file only'),
      );
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('Too many form fields');
    case 'FST_PROTO_VIOLATION':
      return badRequest('Invalid form field name');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A form field sent as application/json is not valid JSON');
    default:
      return error;
  }
}

/**
 * The parts of the form. Anything the parts iterator throws comes from parsing the body: the
 * plugin's limits keep their own answers, the rest (a missing boundary, a body cut off) is a
 * malformed form.
 */
async function* partsOf(request: FastifyRequest, maxBytes: number) {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      const translated = translate(error, maxBytes);
      throw translated instanceof HttpError ? translated : malformed(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** Reads the whole form; the caller must delete `stored.key` if it refuses the upload. */
export async function receiveUpload(
  request: FastifyRequest,
  store: AudioStore,
  options: { id: string; maxBytes: number },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Send the audio as multipart/form-data with a "${AUDIO_UPLOAD_FILE_FIELD}" field`,
    );
  }
  const fields: ReceivedUpload['fields'] = {};
  let stored: StoredUpload | null = null;
  try {
    for await (const part of partsOf(request, options.maxBytes)) {
      if (part.type === 'file') {
        if (part.fieldname !== AUDIO_UPLOAD_FILE_FIELD || stored) {
          drain(part.file[Symbol.asyncIterator]());
          const message = `Send one audio file, in the "${AUDIO_UPLOAD_FILE_FIELD}" field`;
          throw badRequest(message, onField(AUDIO_UPLOAD_FILE_FIELD, 'one_file_only', message));
        }
        stored = await storeFile(part, store, options.id, options.maxBytes);
        continue;
      }
      const name = AUDIO_UPLOAD_FIELDS.find((f) => f === part.fieldname);
      if (!name) continue;
      if (part.valueTruncated)
        throw badRequest(`${name} is too long`, onField(name, 'too_long', 'Too long'));
      fields[name] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
    }
  } catch (error) {
    if (stored) await store.delete(stored.key).catch(() => {});
    throw translate(error, options.maxBytes);
  }
  return { fields, stored };
}
