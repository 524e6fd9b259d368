/**
 * What an operator does to the data folder, tried as they would:
 * - a second server on the same DATA_DIR is refused with one line naming the folder (its
 *   acknowledged writes would otherwise be lost), the first one keeps serving, and a lock left
 *   by a killed server is recovered at the next start;
 * - a damaged or unreadable data folder stops the server with one line saying what is wrong
 *   and what to do, status 1, no stack trace;
 * - partial audio files of an interrupted upload are removed at start, and a failed write
 *   leaves none.
 * The process-level cases run the real server (src/server/main.ts under tsx) on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createLocalAudioStore } from '../../src/server/audio-store/local-audio-store';
import { StartupError } from '../../src/server/startup-error';

const ROOT = join(import.meta.dirname, '..', '..');
const folders: string[] = [];
const children: ChildProcess[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'taalif-datadir-'));
  folders.push(dir);
  return dir;
}

/** The pid of a process that has exited (a killed server's, as far as a lock can tell). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  const pid = child.pid!;
  await new Promise((resolve) => child.on('exit', resolve));
  return pid;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

describe('the embedded database lock (in one process)', { timeout: 120_000 }, () => {
  it('refuses a second opening of the same folder, naming it', async () => {
    const dir = join(await tempDir(), 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    try {
      const second = openDatabase({ pgliteDir: dir });
      await expect(second).rejects.toBeInstanceOf(StartupError);
      await expect(second).rejects.toThrow(`${dir}`);
      await expect(second).rejects.toThrow(/DATABASE_URL/);
    } finally {
      await first.close();
    }
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await openDatabase({ pgliteDir: dir });
    await again.close();
  });

  it('recovers a stale lock left by a process that no longer runs', async () => {
    const dir = join(await tempDir(), 'pglite');
    await writeFile(`${dir}.lock`, `${await deadPid()}\n`);
    const database = await openDatabase({ pgliteDir: dir });
    await database.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe('damaged or unreadable data folders', { timeout: 120_000 }, () => {
  it('says what is wrong with a folder that is a file', async () => {
    const base = await tempDir();
    await writeFile(join(base, 'pglite'), 'not a folder');
    const opening = openDatabase({ pgliteDir: join(base, 'pglite') });
    await expect(opening).rejects.toBeInstanceOf(StartupError);
    await expect(opening).rejects.toThrow(/cannot be opened .*restore DATA_DIR from a backup/);
  });

  it('says what is wrong with a damaged database', async () => {
    const dir = join(await tempDir(), 'pglite');
    const fresh = await openDatabase({ pgliteDir: dir });
    await fresh.close();
    await writeFile(join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const opening = openDatabase({ pgliteDir: dir });
    await expect(opening).rejects.toBeInstanceOf(StartupError);
    await expect(opening).rejects.toThrow(dir);
    // The lock went with the failed opening.
    await opening.catch(() => undefined);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});

describe('partial audio files', () => {
  it('removes partials of a dead writer at start, keeps complete files and live writers', async () => {
    const folder = await tempDir();
    await mkdir(join(folder, 'audio'), { recursive: true });
    const dead = await deadPid();
    await writeFile(join(folder, 'audio', 'a.mp3'), 'complete');
    await writeFile(join(folder, 'audio', `b.mp3.partial-${dead}-1700000000000`), 'half');
    await writeFile(join(folder, 'audio', `c.mp3.partial-${process.pid}-1700000000000`), 'live');
    const store = createLocalAudioStore(folder);
    expect(await store.sweepPartials()).toBe(1);
    expect((await readdir(join(folder, 'audio'))).sort()).toEqual([
      'a.mp3',
      `c.mp3.partial-${process.pid}-1700000000000`,
    ]);
  });

  it('leaves nothing behind when a write fails half-way', async () => {
    const folder = await tempDir();
    const store = createLocalAudioStore(folder);
    const body = Readable.from(
      (async function* () {
        yield Buffer.alloc(64 * 1024, 1);
        throw new Error('connection reset');
      })(),
    );
    await expect(store.put('audio/x.mp3', body, 'audio/mpeg')).rejects.toThrow('reset');
    expect(await readdir(join(folder, 'audio'))).toEqual([]);
  });
});

/** Starts the real server; resolves with its output so far once it serves or exits. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'a long enough admin password',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      AUDIO_STORE: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const settled = new Promise<{ serving: boolean; code: number | null }>((resolve) => {
    child.stdout!.on('data', () => {
      if (stdout.includes('Taalif is serving')) resolve({ serving: true, code: null });
    });
    child.on('exit', (code) => resolve({ serving: false, code }));
  });
  return { child, settled, output: () => ({ stdout, stderr }) };
}

describe('servers started on one DATA_DIR', { timeout: 180_000 }, () => {
  it('refuses the second, keeps the first, and recovers after a kill -9', async () => {
    const dataDir = await tempDir();
    const first = startServer(dataDir);
    expect((await first.settled).serving).toBe(true);

    const second = startServer(dataDir);
    const refused = await second.settled;
    expect(refused).toEqual({ serving: false, code: 1 });
    const lines = second.output().stderr.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^Taalif cannot start: Another Taalif server \(pid \d+\)/);
    expect(lines.at(-1)).toContain(join(dataDir, 'pglite'));
    expect(second.output().stderr).not.toMatch(/\n\s+at /);
    expect(first.child.exitCode).toBeNull();

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.on('exit', resolve));
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);
    const third = startServer(dataDir);
    expect((await third.settled).serving).toBe(true);
    third.child.kill('SIGTERM');
    await new Promise((resolve) => third.child.on('exit', resolve));
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('stops with one line and status 1 on a damaged data folder', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'pglite'), 'not a folder');
    const server = startServer(dataDir);
    expect(await server.settled).toEqual({ serving: false, code: 1 });
    const { stderr } = server.output();
    expect(stderr.trim().split('\n').at(-1)).toMatch(
      /^Taalif cannot start: The embedded database in .*pglite cannot be opened .*restore DATA_DIR/,
    );
    expect(stderr).not.toMatch(/\n\s+at |ErrnoError/);
  });
});
