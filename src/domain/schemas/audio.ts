import { z } from 'zod';
import { IdSchema, RowMetaSchema, VersionSchema, requiredText } from './common';

/** The audio containers we accept, checked by content, never by file name. */
export const AUDIO_MIME_TYPES = [
  'audio/mpeg',
  'audio/ogg',
  'audio/mp4',
  'audio/aac',
  'audio/wav',
  'audio/webm',
] as const;
export const DEFAULT_AUDIO_MAX_BYTES = 50 * 1024 * 1024;

/** Text fields of an upload (multipart fields) and of a metadata edit. */
const audioFields = {
  title: requiredText('Title is required', 300),
  poemId: IdSchema,
  singerId: IdSchema.nullable().optional(),
  vtt: z.string().max(500_000).nullable().optional(),
};
export const AudioInputSchema = z.object(audioFields);
export type AudioInput = z.infer<typeof AudioInputSchema>;

/**
 * The multipart form of an audio upload (POST /api/audios): the text fields of AudioInput,
 * by these names, and the file in one part named AUDIO_UPLOAD_FILE_FIELD. The server reads
 * only these; the dashboard's upload form sends them.
 */
export const AUDIO_UPLOAD_FIELDS = [
  'title',
  'poemId',
  'singerId',
  'vtt',
] as const satisfies readonly (keyof AudioInput)[];
export type AudioUploadField = (typeof AUDIO_UPLOAD_FIELDS)[number];
export const AUDIO_UPLOAD_FILE_FIELD = 'file';
export const AudioUpdateSchema = z.object(audioFields).partial().extend(VersionSchema.shape);
export type AudioUpdate = z.infer<typeof AudioUpdateSchema>;

export const AudioSchema = z.object({
  id: IdSchema,
  title: z.string(),
  poemId: IdSchema,
  singerId: IdSchema.nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  durationSec: z.number().nullable(),
  vtt: z.string().nullable(),
  plays: z.number().int(),
  downloads: z.number().int(),
  ...RowMetaSchema.shape,
});
export type Audio = z.infer<typeof AudioSchema>;
