/**
 * `npm run backup -- FILE` as an operator runs it (scripts/backup/backup.mjs), beside a
 * running server on the embedded database (here the test's own, answering on DATA_DIR's
 * control socket): the archive is written and checks out, the command says what it wrote,
 * and a mistake is one line and a failing exit code. And the backup's process gives up the
 * CPU as a whole (scripts/backup/lowest-priority.mjs): every thread, and its session's share
 * where the scheduler groups processes by session, never its caller's.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAudioStore } from '../../src/server/audio-store/local-audio-store';
import { unpackArchive } from '../../src/server/backup/archive';
import { snapshotWithRetry } from '../../src/server/backup/backup';
import { serveControlSocket } from '../../src/server/backup/control-socket';
import type { Database } from '../../src/server/db/client';
import { seedDemoAnthology } from '../../src/server/seed/seed-demo';
import { createTestDatabase } from '../helpers/test-database';

const LAUNCHER = 'scripts/backup/backup.mjs';
const LOWEST_PRIORITY = new URL('../../scripts/backup/lowest-priority.mjs', import.meta.url).href;

let database: Database;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'taalif-backup-command-'));
  database = await createTestDatabase();
  await seedDemoAnthology(database.db, createLocalAudioStore(join(folder, 'audio')));
}, 120_000);
afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], options: { env?: NodeJS.ProcessEnv; detached?: boolean } = {}) {
  const child = spawn(process.execPath, args, {
    // The command reads the server's settings: only the test's, whatever the shell has.
    env: { ...process.env, DATABASE_URL: '', AUDIO_STORE: '', ...options.env },
    detached: options.detached,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<Run>((done) => child.on('close', (code) => done({ code, stdout, stderr })));
}

describe('npm run backup', () => {
  it('writes an archive through the running server and says what it holds', async () => {
    const dataDir = join(folder, 'data');
    const socket = await serveControlSocket(dataDir, (stage) =>
      snapshotWithRetry(
        { database, audioStore: createLocalAudioStore(join(folder, 'audio')) },
        stage,
      ),
    );
    const file = join(folder, 'taalif.tar.gz');
    try {
      const result = await run([LAUNCHER, file], { env: { DATA_DIR: dataDir } });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Backed up \d+ rows \(\d+ poems\) and \d+ audio files to /);
    } finally {
      await socket.close();
    }
    const manifest = await unpackArchive(file, await mkdtemp(join(folder, 'unpacked-')));
    expect(manifest.tables.poems).toBeGreaterThan(0);
    expect(manifest.audio.files).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a missing archive name in one line, with a failing exit code', async () => {
    const result = await run([LAUNCHER], { env: { DATA_DIR: join(folder, 'data') } });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Backup failed: give the archive to write: npm run backup -- FILE (e.g. taalif.tar.gz)',
    );
  }, 60_000);
});

/** What a process started with lowest-priority.mjs first prints about itself. */
const SELF_REPORT = `
const { readdirSync, readFileSync } = require('node:fs');
const nice = (path) => {
  const stat = readFileSync(path, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};
console.log(JSON.stringify({
  threads: readdirSync('/proc/self/task').map((t) => nice('/proc/self/task/' + t + '/stat')),
  session: readFileSync('/proc/self/autogroup', 'utf8'),
}));`;

const linux = existsSync('/proc/self/task') && existsSync('/proc/self/autogroup');
if (!linux) {
  console.warn('backup-command: no /proc/self/autogroup here, the priority checks are Linux only');
}

describe.runIf(linux)('the backup process gives up the CPU as a whole', () => {
  const report = async (detached: boolean) => {
    const result = await run(['--import', LOWEST_PRIORITY, '-e', SELF_REPORT], { detached });
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout) as { threads: number[]; session: string };
  };

  it('every thread at nice 19, and its own session at 19 too', async () => {
    const { threads, session } = await report(true);
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.every((nice) => nice === 19)).toBe(true);
    expect(session).toMatch(/ nice 19$/m);
  });

  it("never lowers its caller's session", async () => {
    const before = await readFile('/proc/self/autogroup', 'utf8');
    try {
      const { threads, session } = await report(false);
      expect(threads.every((nice) => nice === 19)).toBe(true);
      expect(session).toBe(before);
    } finally {
      // Were it lowered, this test run's whole session would crawl: set it back (as root).
      const after = await readFile('/proc/self/autogroup', 'utf8');
      if (after !== before) {
        await writeFile('/proc/self/autogroup', before.match(/nice (-?\d+)/)![1]!).catch(() => {});
      }
      expect(after).toBe(before);
    }
  });
});
