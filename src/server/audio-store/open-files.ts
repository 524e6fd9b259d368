/**
 * Recently read audio files kept open, so a Range answer costs one positional read.
 *
 * Why: a player asks for a recording in many small ranges, and opening, reading and closing
 * the file for each was most of an answer's cost (three trips to libuv's thread pool, which
 * queue behind each other on a busy machine; a CPU profile of `bench:api`'s Range scenario
 * showed little else of ours). A file stays open while it is read and for IDLE_MS after,
 * at most MAX_OPEN of them; pread needs no shared position, so concurrent reads share one.
 *
 * Keys name one content for good (a replaced recording gets a new key), yet `forget` closes
 * a path written or deleted through the store, so no handle outlives the file it opened.
 */
import { open, type FileHandle } from 'node:fs/promises';

const IDLE_MS = 10_000;
const MAX_OPEN = 64;

interface Entry {
  handle: Promise<FileHandle>;
  users: number;
  lastUsed: number;
  forgotten: boolean;
}

interface OpenFiles {
  /** `length` bytes of the file at `path` from `position` (fewer at its end). */
  read(path: string, position: number, length: number): Promise<Buffer>;
  /** Closes `path`'s handle once its reads are done (it was replaced or deleted). */
  forget(path: string): void;
}

const closeEntry = (entry: Entry) =>
  void entry.handle.then((handle) => handle.close()).catch(() => undefined);

export function createOpenFiles(): OpenFiles {
  const entries = new Map<string, Entry>();
  let sweeper: NodeJS.Timeout | undefined;

  function sweep(all = false) {
    const now = Date.now();
    for (const [path, entry] of entries) {
      if (entry.users === 0 && (all || now - entry.lastUsed >= IDLE_MS)) {
        entries.delete(path);
        closeEntry(entry);
      }
    }
    if (entries.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  }

  function acquire(path: string): Entry {
    const known = entries.get(path);
    if (known && !known.forgotten) {
      known.users += 1;
      return known;
    }
    if (entries.size >= MAX_OPEN) sweep(true);
    const entry: Entry = { handle: open(path, 'r'), users: 1, lastUsed: 0, forgotten: false };
    entries.set(path, entry);
    // A failed open (a missing file) is not kept: the next read tries again.
    entry.handle.catch(() => {
      if (entries.get(path) === entry) entries.delete(path);
    });
    sweeper ??= setInterval(() => sweep(), IDLE_MS).unref();
    return entry;
  }

  function release(path: string, entry: Entry) {
    entry.users -= 1;
    entry.lastUsed = Date.now();
    if (entry.users === 0 && entry.forgotten) {
      if (entries.get(path) === entry) entries.delete(path);
      closeEntry(entry);
    }
  }

  return {
    async read(path, position, length) {
      const entry = acquire(path);
      try {
        const handle = await entry.handle;
        const buffer = Buffer.allocUnsafe(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return bytesRead === length ? buffer : buffer.subarray(0, bytesRead);
      } finally {
        release(path, entry);
      }
    },
    forget(path) {
      const entry = entries.get(path);
      if (!entry) return;
      entries.delete(path);
      entry.forgotten = true;
      if (entry.users === 0) closeEntry(entry);
    },
  };
}
