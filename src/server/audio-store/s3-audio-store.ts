// PLACEHOLDER: replaced by the audio helper (S3-compatible store).
import type { Env } from '../config';
import type { AudioStore } from './audio-store';

export function createS3AudioStore(_spec: string, _env: Env): AudioStore {
  throw new Error('S3 audio store not built yet');
}
