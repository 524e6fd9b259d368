/**
 * The recording forms for the kit: the domain's audio schemas. The edit changes the text
 * fields (title, poem, singer, WebVTT timing); the upload (uploadSpec) adds the file, whose
 * value in the form is its name (for the "choose a file" message; the bytes are sent by the
 * upload form, never kept in a draft). The outcome's texts live in `admin-audios`.
 */
import i18n from 'i18next';
import { z } from 'zod';
import { audioRefusalMessage } from '@domain/audio-upload-refusals';
import { AUDIO_UPLOAD_FILE_FIELD, AudioInputSchema, type Audio } from '@domain/schemas/audio';
import { defineFormSpec, orNull, type FormValues } from '../form/form-spec';
import { audioResource } from './resource';

export type AudioField = 'title' | 'poemId' | 'singerId' | 'vtt';
export type UploadField = AudioField | typeof AUDIO_UPLOAD_FILE_FIELD;

const toInput = (v: FormValues<AudioField>) => ({
  title: v.title,
  poemId: v.poemId,
  singerId: orNull(v.singerId),
  vtt: orNull(v.vtt),
});

const shared = {
  form: 'audio',
  resource: audioResource,
  texts: (key) => i18n.t(`resources.${key}`, { ns: 'admin-audios' }),
} as const satisfies Partial<Parameters<typeof defineFormSpec<Audio, AudioField>>[0]>;

export const audioSpec = defineFormSpec<Audio, AudioField>({
  ...shared,
  empty: { title: '', poemId: '', singerId: '', vtt: '' },
  toValues: (a) => ({
    title: a.title,
    poemId: a.poemId,
    singerId: a.singerId ?? '',
    vtt: a.vtt ?? '',
  }),
  toInput,
  create: () => Promise.reject(new Error('A recording is created by its upload')),
});

/** The upload's spec: `create` sends the fields with the file the form holds. */
export const uploadSpec = (create: (input: Record<string, unknown>) => Promise<Audio>) =>
  defineFormSpec<Audio, UploadField>({
    ...shared,
    createSchema: AudioInputSchema.extend({
      // Coded as the server codes a missing file, so both say "choose an audio file".
      [AUDIO_UPLOAD_FILE_FIELD]: z.string().refine((name) => name !== '', {
        message: audioRefusalMessage({ kind: 'missing' }),
        params: { code: 'file_required' },
      }),
    }),
    empty: { ...audioSpec.empty, [AUDIO_UPLOAD_FILE_FIELD]: '' },
    toValues: (a) => ({ ...audioSpec.toValues(a), [AUDIO_UPLOAD_FILE_FIELD]: '' }),
    toInput: (v) => ({ ...toInput(v), [AUDIO_UPLOAD_FILE_FIELD]: v[AUDIO_UPLOAD_FILE_FIELD] }),
    create,
  });
