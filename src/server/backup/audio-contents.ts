/**
 * Whether the audio store that the settings name already holds files (a restore writes only
 * into an empty one unless forced). The AudioStore interface serves keys it is given and
 * lists nothing; only this question needs a listing, so it is answered here from the settings.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../config';
import { parseS3Spec } from '../audio-store/s3-audio-store';

async function folderHoldsFiles(folder: string): Promise<boolean> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) return true;
    if (await folderHoldsFiles(join(folder, entry.name))) return true;
  }
  return false;
}

export async function audioStoreHoldsFiles(env: Env): Promise<boolean> {
  const spec = env.AUDIO_STORE;
  if (spec?.startsWith('s3://')) {
    const { bucket, prefix } = parseS3Spec(spec);
    // Loaded here, not with the module: only an S3 store needs the SDK (s3-audio-store.ts).
    const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
    const s3 = new S3Client({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
    try {
      const listed = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1 }),
      );
      return (listed.KeyCount ?? 0) > 0;
    } finally {
      s3.destroy();
    }
  }
  if (spec?.startsWith('file://')) return folderHoldsFiles(new URL(spec).pathname);
  return folderHoldsFiles(spec ?? join(env.DATA_DIR, 'audio'));
}
