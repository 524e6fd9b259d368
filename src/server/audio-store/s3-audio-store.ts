/**
 * Audio files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), chosen with
 * AUDIO_STORE=s3://bucket/optional/prefix. Endpoint, region and path-style addressing come
 * from S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE; credentials from the AWS SDK's
 * default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, instance roles).
 *
 * Uploads stream through lib-storage's multipart `Upload`, so a file of unknown length is
 * never held whole in memory, and an interrupted upload is aborted (no partial object).
 * Reads pass a `Range` header. A missing object rejects with code ENOENT, like the local
 * store, so callers handle both the same way. Deliberately no bucket creation or policy.
 *
 * The AWS SDK is imported when a store is created, not with this module: a server on local
 * audio never loads it (about 22 MB resident and 0.2-0.4 s of start; docs/benchmarks.md,
 * "Footprint"). A static import would not do, even behind create-audio-store's dynamic
 * import: the server's bundle hoists its external packages' imports to the top.
 */
import { Readable, Transform, pipeline } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../config';
import type { AudioStore, ByteRange } from './audio-store';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

type S3Env = Pick<Env, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE'>;

/** bucket and key prefix of `s3://bucket/prefix`. */
export function parseS3Spec(spec: string): { bucket: string; prefix: string } {
  const url = new URL(spec);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error(`Invalid AUDIO_STORE: ${spec}`);
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return { bucket: url.hostname, prefix: prefix ? `${prefix}/` : '' };
}

const enoent = (key: string) =>
  Object.assign(new Error(`no audio stored under ${key}`), { code: 'ENOENT' });

export async function createS3AudioStore(
  spec: string,
  env: S3Env,
  client?: S3Client,
): Promise<AudioStore> {
  const { bucket, prefix } = parseS3Spec(spec);
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404);
  const s3 =
    client ??
    new S3Client({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  const keyOf = (key: string) => {
    // Keys are server-made, but a store never trusts its caller with a name.
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe audio key: ${key}`);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      let sizeBytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sizeBytes += chunk.length;
          done(null, chunk);
        },
      });
      // A failing source fails the upload (it is aborted, nothing is kept), and a failing
      // upload stops the source.
      pipeline(body, counted, () => {});
      const upload = new Upload({
        client: s3,
        // Two 5 MiB parts in flight bound the memory one upload takes.
        queueSize: 2,
        params: { Bucket: bucket, Key: keyOf(key), Body: counted, ContentType: contentType },
      });
      try {
        await upload.done();
      } catch (error) {
        counted.destroy(error as Error);
        throw error;
      }
      return { sizeBytes };
    },
    async get(key, range?: ByteRange) {
      try {
        const { Body } = await s3.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return Body;
      } catch (error) {
        if (isMissing(error)) throw enoent(key);
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // Deleting a missing object succeeds in S3, as `rm -f` does locally.
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    // An interrupted multipart upload is never an object (never listed, never served); a
    // failed one is aborted by lib-storage, a killed one by the bucket's lifecycle rule.
    sweepPartials: async () => 0,
  };
}
