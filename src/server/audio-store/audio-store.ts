/**
 * Where recitation files live: a local folder under DATA_DIR by default, or an
 * S3-compatible bucket when AUDIO_STORE=s3://bucket/prefix. Keys are made by the
 * server (never from a client's file name), so they are safe as paths and object names.
 */
import type { Readable } from 'node:stream';

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface AudioStore {
  readonly kind: 'local' | 's3';
  /** Streams `body` to `key`; resolves with the number of bytes written. */
  put(key: string, body: Readable, contentType: string): Promise<{ sizeBytes: number }>;
  /** The stored bytes, or one range of them. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /**
   * One range's bytes in one buffer, for a store that reads them cheaper than it streams them
   * (a local file kept open: one positional read). Without it, callers stream `get`.
   */
  readRange?(key: string, range: ByteRange): Promise<Buffer>;
  /** Size in bytes, or null when nothing is stored under `key`. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /**
   * Removes what interrupted writes left behind (a process killed mid-upload), run at start.
   * Answers how many leftovers went. (S3 keeps an interrupted multipart upload invisible and
   * never serves it; a bucket lifecycle rule aborts it: see the README.)
   */
  sweepPartials(): Promise<number>;
}
