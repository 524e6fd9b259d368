/**
 * The dashboard's recordings at /api/audios: a page (searched by title with `q`, filtered by
 * poem, timing and drift reports), one
 * recording, the metadata edit (from `version`) and the delete. A recording is created by
 * its upload and its file replaced by another (`uploads.ts`: multipart, with progress).
 */
import { AudioInputSchema, AudioUpdateSchema, type Audio } from '@domain/schemas/audio';
import { defineResource } from '../resource/define-resource';
import { audioListFilters, type AudioListSearch } from './list-search';

export const audioResource = defineResource<Audio, AudioListSearch>({
  path: 'audios',
  createSchema: AudioInputSchema,
  updateSchema: AudioUpdateSchema,
  filters: audioListFilters,
});
