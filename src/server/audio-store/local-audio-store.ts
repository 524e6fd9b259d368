/**
 * Audio files in a local folder (DATA_DIR/audio by default). A missing file rejects `get`
 * with code ENOENT, as the S3 store does.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { AudioStore, ByteRange } from './audio-store';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

export function createLocalAudioStore(folder: string): AudioStore {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    // Keys are server-made, but a store never trusts its caller with a path.
    if (!SAFE_KEY.test(key) || key.includes('..') || !path.startsWith(root + sep)) {
      throw new Error(`unsafe audio key: ${key}`);
    }
    return path;
  };

  return {
    kind: 'local',
    async put(key, body: Readable) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write beside, then rename: a reader never sees half a file.
      const partial = `${path}.partial-${process.pid}-${Date.now()}`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { sizeBytes: (await stat(path)).size };
    },
    async get(key, range?: ByteRange) {
      // Open first, so a missing file rejects here (code ENOENT) instead of failing a
      // response whose headers are already sent.
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
