/**
 * Audio files in a local folder (DATA_DIR/audio by default). A missing file rejects `get`
 * with code ENOENT, as the S3 store does.
 *
 * A file is written beside its key as `<key>.partial-<pid>-<time>` and renamed when complete,
 * so a reader never sees half a file and a partial name is never a key (keys are made by the
 * server from a row). A failed write deletes its partial file; one left by a process that was
 * killed mid-upload is deleted by `sweepPartials` at the next start (a partial of a process
 * still alive is left alone unless it is a day old). Ranges are read from files kept open a
 * little while (open-files.ts).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { AudioStore, ByteRange } from './audio-store';
import { processAlive } from '../lib/process-alive';
import { createOpenFiles } from './open-files';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;
const PARTIAL = /\.partial-(\d+)-\d+$/;
const STALE_MS = 24 * 3600 * 1000;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

export function createLocalAudioStore(folder: string): AudioStore {
  const root = resolve(folder);
  const openFiles = createOpenFiles();
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
        openFiles.forget(path);
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
    readRange: (key, range) =>
      openFiles.read(pathOf(key), range.start, range.end - range.start + 1),
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      openFiles.forget(path);
      await rm(path, { force: true });
    },
    async sweepPartials() {
      let removed = 0;
      for await (const path of filesUnder(root)) {
        const match = PARTIAL.exec(path);
        if (!match) continue;
        const pid = Number(match[1]);
        const writerGone = pid !== process.pid && !processAlive(pid);
        const old = Date.now() - (await stat(path)).mtimeMs > STALE_MS;
        if (writerGone || old) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
