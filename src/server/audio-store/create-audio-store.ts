/** Picks the audio store AUDIO_STORE names: unset → DATA_DIR/audio; s3://bucket/prefix → S3. */
import { join } from 'node:path';
import type { Env } from '../config';
import type { AudioStore } from './audio-store';
import { createLocalAudioStore } from './local-audio-store';

export async function createAudioStore(env: Env): Promise<AudioStore> {
  const spec = env.AUDIO_STORE;
  if (!spec) return createLocalAudioStore(join(env.DATA_DIR, 'audio'));
  if (spec.startsWith('s3://')) {
    const { createS3AudioStore } = await import('./s3-audio-store');
    return createS3AudioStore(spec, env);
  }
  if (spec.startsWith('file://')) return createLocalAudioStore(new URL(spec).pathname);
  return createLocalAudioStore(spec);
}
