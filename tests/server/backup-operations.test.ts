/**
 * The backup's operating parts, on a real database: scheduled backups keep the newest
 * BACKUP_KEEP archives, each a complete one; the control socket a running server on the
 * embedded database answers `npm run backup` on is the server user's only (0600 in a 0700
 * folder) and takes a real snapshot; with no server there, the command is told so.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAudioStore } from '../../src/server/audio-store/local-audio-store';
import { unpackArchive } from '../../src/server/backup/archive';
import { snapshotWithRetry } from '../../src/server/backup/backup';
import {
  controlSocketPath,
  requestSnapshot,
  serveControlSocket,
} from '../../src/server/backup/control-socket';
import { runScheduledBackup, scheduledName } from '../../src/server/backup/schedule';
import { parseEnv } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { seedDemoAnthology } from '../../src/server/seed/seed-demo';
import { createTestDatabase } from '../helpers/test-database';

let database: Database;
let folder: string;
const audioStore = () => createLocalAudioStore(join(folder, 'audio'));

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'taalif-backup-ops-'));
  database = await createTestDatabase();
  await seedDemoAnthology(database.db, audioStore());
}, 120_000);
afterAll(async () => {
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('keeps the newest BACKUP_KEEP archives, each one complete', async () => {
    const dir = join(folder, 'scheduled');
    const source = { database, audioStore: audioStore() };
    const times = [0, 1, 2].map((hours) => new Date(Date.UTC(2026, 10, 27, 10 + hours)));
    for (const at of times) await runScheduledBackup(source, { dir, keep: 2 }, at);
    const kept = (await readdir(dir)).sort();
    expect(kept).toEqual([scheduledName(times[1]!), scheduledName(times[2]!)]);
    const manifest = await unpackArchive(join(dir, kept[1]!), await mkdtemp(join(folder, 'x-')));
    expect(manifest.tables.poems).toBeGreaterThan(0);
    expect(manifest.audio.files).toBeGreaterThan(0);
  }, 120_000);

  it('accepts its settings from the environment and refuses nonsense', () => {
    const env = parseEnv({ BACKUP_DIR: '/var/backups/taalif', BACKUP_EVERY_HOURS: '6' });
    expect([env.BACKUP_DIR, env.BACKUP_EVERY_HOURS, env.BACKUP_KEEP]).toEqual([
      '/var/backups/taalif',
      6,
      7,
    ]);
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => parseEnv({ BACKUP_EVERY_HOURS: 'daily' })).toThrow(/BACKUP_EVERY_HOURS/);
  });
});

describe('the control socket', () => {
  it('is private to the server user and answers a snapshot', async () => {
    const dataDir = join(folder, 'data');
    const socket = await serveControlSocket(dataDir, (stage) =>
      snapshotWithRetry({ database, audioStore: audioStore() }, stage),
    );
    try {
      expect((await stat(controlSocketPath(dataDir))).mode & 0o777).toBe(0o600);
      expect((await stat(join(dataDir, 'control'))).mode & 0o777).toBe(0o700);
      const stage = await mkdtemp(join(folder, 'stage-'));
      const summary = await requestSnapshot(dataDir, stage);
      expect(summary?.tables.poems).toBeGreaterThan(0);
      expect(await readdir(join(stage, 'db'))).toContain('poems.jsonl');
      await expect(requestSnapshot(dataDir, 'relative/stage')).rejects.toThrow(/absolute path/);
    } finally {
      await socket.close();
    }
    // The server is gone: the command opens the folder itself.
    expect(await requestSnapshot(dataDir, await mkdtemp(join(folder, 'stage-')))).toBeUndefined();
  }, 120_000);
});
