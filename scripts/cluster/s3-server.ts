/**
 * s3rver (a dev dependency): an S3-compatible server in this process, on 127.0.0.1, keeping
 * its objects in a folder. The cluster's audio store and the S3 audio-store contract tests
 * both talk to it through the AWS SDK, exactly as they would to S3, MinIO or R2.
 */
import { createRequire } from 'node:module';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
}) => S3rverInstance;

/** s3rver's fixed credentials (it accepts only these). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Server {
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1:port (0: any free port) and creates `buckets`. */
export async function startS3Server(
  directory: string,
  port: number,
  buckets: string[] = [],
): Promise<S3Server> {
  // s3rver ships no types; its constructor is the one documented in its README.
  const require = createRequire(import.meta.url);
  const S3rver = require('s3rver') as S3rverClass;
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
  const { port: bound } = await server.run();
  const endpoint = `http://127.0.0.1:${bound}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  for (const bucket of buckets) {
    await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: Error) => {
      if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists')
        throw error;
    });
  }
  client.destroy();
  return { endpoint, stop: () => server.close() };
}
