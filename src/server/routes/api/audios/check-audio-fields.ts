/**
 * Checks an audio's text fields beyond their zod shape, for the upload and the edit alike: a
 * WebVTT text parses (400 on `vtt`, naming the first bad line). The poem and singer they name
 * are checked by the repository, in the transaction that writes (400 on the field).
 */
import { fieldErrorsOf, onField } from '@domain/error-codes';
import { audioRefusalError } from '@domain/audio-upload-refusals';
import { AudioInputSchema, type AudioInput } from '@domain/schemas/audio';
import { parseVtt } from '@domain/vtt';
import { badRequest } from '../../../lib/http-errors';
import type { ReceivedUpload } from '../../../audio/receive-upload';

/** Blank optional text means "none": one representation for cleared values. */
export const blankToNull = (v: string | null | undefined) => (v === '' ? null : v);

/** Throws 400 on `vtt` when the text is not valid WebVTT. */
export function checkVtt(vtt: string | null | undefined) {
  if (!vtt) return;
  const parsed = parseVtt(vtt);
  if (parsed.ok) return;
  const [first] = parsed.errors;
  const message = first ? `Line ${first.line}: ${first.message}` : 'Invalid WebVTT';
  throw badRequest(
    'Invalid WebVTT subtitles',
    onField('vtt', 'invalid_vtt', message, first ? { line: first.line } : undefined),
  );
}

/** The upload's text fields as AudioInput, or 400 listing every bad field (and a missing file). */
export function parseUploadFields(upload: ReceivedUpload): AudioInput {
  const { title, poemId, singerId, vtt } = upload.fields;
  // Multipart has only strings: an empty singerId or vtt means none.
  const result = AudioInputSchema.safeParse({
    title,
    poemId,
    singerId: singerId || null,
    vtt: vtt || null,
  });
  const fields = result.success ? {} : fieldErrorsOf(result.error.issues, upload.fields);
  if (!upload.stored) fields.file = audioRefusalError({ kind: 'missing' });
  if (!result.success || !upload.stored) {
    throw badRequest(`Invalid upload: ${Object.keys(fields).join(', ')}`, fields);
  }
  return result.data;
}
