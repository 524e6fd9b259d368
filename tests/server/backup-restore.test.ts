/**
 * The restore drill, on the test engine (PGlite, or PostgreSQL when TEST_DATABASE_URL is set)
 * and on both audio stores (a local folder, and S3 through s3rver):
 *
 * 1. seed, then write through the API what an anthology holds: a user, a poem, a poem with
 *    its Wolofal, a difficult word, a recording with its timing, a drift report, a delete; copy every row and every
 *    audio byte as acknowledged;
 * 2. back up while a writer keeps creating poems through the API;
 * 3. restore into a fresh database and audio store, start the app on it, and compare: every
 *    row and audio byte acknowledged before the backup is there, unchanged; the archive holds
 *    the source's state at one instant (the poems are exactly those of the source whose rev is
 *    at or below the archive's feed head); a device's sync continues from a cursor the backup
 *    had and is told to rebuild (410) from one the restore took away.
 * Damaged and partial archives are refused before anything is written, and a restore over
 * live data needs --force.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timingFingerprint } from '../../src/domain/vtt/timing-fingerprint';
import { buildApp } from '../../src/server/app';
import type { AudioStore } from '../../src/server/audio-store/audio-store';
import { createLocalAudioStore } from '../../src/server/audio-store/local-audio-store';
import { createS3AudioStore } from '../../src/server/audio-store/s3-audio-store';
import { packArchive, unpackArchive } from '../../src/server/backup/archive';
import { snapshotWithRetry } from '../../src/server/backup/backup';
import { BackupError, type Manifest } from '../../src/server/backup/format';
import { FEED_JUMP, loadArchive } from '../../src/server/backup/load';
import { restore } from '../../src/server/backup/restore';
import { backupTables, quoted } from '../../src/server/backup/tables';
import { buildConfig, parseEnv } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { S3RVER_CREDENTIALS, startS3Server, type S3Server } from '../../scripts/cluster/s3-server';
import { makeWav } from '../fixtures/audio/make-wav';
import { multipartBody } from '../fixtures/audio/multipart-body';
import { WOLOFAL_SAMPLE } from '../fixtures/wolofal-sample';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const folders: string[] = [];
const tempDir = async (name: string) => {
  const dir = await mkdtemp(join(tmpdir(), `taalif-${name}-`));
  folders.push(dir);
  return dir;
};

let s3: S3Server;
beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  s3 = await startS3Server(await tempDir('s3'), 0, ['source', 'target']);
});
afterAll(async () => {
  await s3?.stop();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

const s3Env = () =>
  parseEnv({ S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true', LOG_LEVEL: 'silent' });

/** Every row of every table as exact JSON text, sorted: what the database holds. */
async function rowsOf(database: Database): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const { name } of backupTables()) {
    const result = await database.db.execute(
      sql.raw(`select to_jsonb(t)::text as j from ${quoted(name)} t`),
    );
    all[name] = (result as unknown as { rows: { j: string }[] }).rows.map((r) => r.j).sort();
  }
  return all;
}

async function audioBytes(database: Database, store: AudioStore) {
  const rows = (
    (await database.db.execute(sql`select id, storage_key from audios`)) as unknown as {
      rows: { id: string; storage_key: string }[];
    }
  ).rows;
  const bytes = new Map<string, Buffer>();
  for (const row of rows) bytes.set(row.id, await buffer(await store.get(row.storage_key)));
  return bytes;
}

async function firstPoetId(database: Database): Promise<string> {
  const result = await database.db.execute(sql`select id from poets order by id limit 1`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

/** The recording the drill moves to the trash, and its bytes. */
const TRASHED_WAV = makeWav(0.5);

/**
 * What an anthology's people write, through the API. Answers the recording's id and that of
 * a recording left in the trash (its row lives in the trash table, its bytes in the store).
 */
async function writeThroughApi(ctx: TestApp): Promise<{ audioId: string; trashedId: string }> {
  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url, payload, headers: ctx.asAdmin });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? res.json() : undefined;
  };
  await call('POST', '/api/users', {
    email: 'awa@example.test',
    password: 'baat-bu-wóor',
    firstName: 'Awa',
    lastName: 'Ndiaye',
  });
  const poetId = await firstPoetId(ctx.database);
  const poem = await call('POST', '/api/poems', {
    title: 'Woyu ndaje',
    content: 'Ñeenti leeb yi\nbenn bu nekk ak\nam xam-xam',
    poetId,
  });
  // The Wolofal column too (right to left, Arabic Supplement letters and Extended-A marks).
  await call('POST', '/api/poems', {
    title: 'Doomi aadama',
    content: WOLOFAL_SAMPLE.content,
    wolofal: WOLOFAL_SAMPLE.wolofal,
    poetId,
  });
  await call('POST', '/api/difficult-words', {
    word: 'Xam-xam',
    definition: 'Savoir',
    poemId: poem.id,
  });
  const body = multipartBody([
    { name: 'title', value: 'Woyu ndaje — jàng' },
    { name: 'poemId', value: poem.id },
    { name: 'file', filename: 'woy.wav', data: makeWav(1.5), contentType: 'audio/wav' },
  ]);
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/audios',
    payload: body.payload,
    headers: { ...ctx.asAdmin, ...body.headers },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const audio = upload.json();
  const vtt = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.200\nÑeenti leeb yi\n';
  await call('PUT', `/api/audios/${audio.id}`, { vtt, version: audio.version });
  const report = await ctx.app.inject({
    method: 'POST',
    url: `/api/audios/${audio.id}/drift-reports`,
    payload: { deviceId: 'device-drill-aaaa', timing: timingFingerprint(vtt) },
  });
  expect(report.json()).toEqual({ counted: true });
  // A delete, so the archive carries a tombstone (and the trash a poem).
  const doomed = await call('POST', '/api/poems', {
    title: 'Bu ñu far',
    content: 'dina wàcc',
    poetId,
  });
  await call('DELETE', `/api/poems/${doomed.id}`);
  // A recording in the trash: the archive must carry its bytes too.
  const second = multipartBody([
    { name: 'title', value: 'Woyu ndaje — ñaareel' },
    { name: 'poemId', value: poem.id },
    { name: 'file', filename: 'woy2.wav', data: TRASHED_WAV, contentType: 'audio/wav' },
  ]);
  const trashed = await ctx.app.inject({
    method: 'POST',
    url: '/api/audios',
    payload: second.payload,
    headers: { ...ctx.asAdmin, ...second.headers },
  });
  expect(trashed.statusCode, trashed.body).toBe(201);
  await call('DELETE', `/api/audios/${trashed.json().id}`);
  return { audioId: audio.id as string, trashedId: trashed.json().id as string };
}

interface Acked {
  id: string;
  at: number;
}

/** Creates poems one after the other until stopped; answers those acknowledged, with when. */
function keepWriting(ctx: TestApp, poetId: string) {
  const acked: Acked[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/poems',
        headers: ctx.asAdmin,
        payload: { title: `Concurrent ${i}`, content: `line ${i}`, poetId },
      });
      expect(res.statusCode).toBe(201);
      acked.push({ id: res.json().id, at: performance.now() });
    }
  })();
  return {
    acked,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe.each([
  ['a local folder', 'local'],
  ['S3 (s3rver)', 's3'],
] as const)('the restore drill, audio in %s', (_name, storeKind) => {
  let source: TestApp;
  let audioId: string;
  let trashedId: string;
  let acknowledged: Record<string, string[]>;
  let acknowledgedAudio: Map<string, Buffer>;
  let archive: string;
  let manifest: Manifest;
  let backupStarted: number;
  let writer: ReturnType<typeof keepWriting>;
  const targetSpec = `s3://target/drill-${Date.now()}`;

  beforeAll(async () => {
    const audioStore =
      storeKind === 's3'
        ? await createS3AudioStore(`s3://source/drill-${Date.now()}`, s3Env())
        : undefined;
    source = await createTestApp({ seed: true, audioStore });
    ({ audioId, trashedId } = await writeThroughApi(source));
    acknowledged = await rowsOf(source.database);
    acknowledgedAudio = await audioBytes(source.database, source.audioStore);

    const stage = await tempDir('stage');
    archive = join(await tempDir('archive'), 'taalif.tar.gz');
    writer = keepWriting(source, await firstPoetId(source.database));
    // Let the writer get going, so the backup runs amid writes.
    while (writer.acked.length < 3) await new Promise((resolve) => setImmediate(resolve));
    backupStarted = performance.now();
    const summary = await snapshotWithRetry(source, stage);
    manifest = await packArchive(stage, summary, archive);
    await writer.stop();
  }, 120_000);
  afterAll(async () => source?.close());

  it('writes a manifest of counts and checksums', async () => {
    expect(manifest.tables.poems).toBeGreaterThan(10);
    expect(manifest.tables.drift_reports).toBe(1);
    expect(manifest.tables.trash).toBe(2);
    // The recordings of the anthology and the one in the trash.
    expect(manifest.audio.files).toBe(acknowledgedAudio.size + 1);
    expect(Object.keys(manifest.entries)).toContain('db/poems.jsonl');
    expect((await stat(archive)).size).toBeGreaterThan(manifest.audio.bytes / 2);
  });

  it('restores every acknowledged row and audio byte, consistent to one instant', async () => {
    const target = await createTestDatabase();
    const targetStore =
      storeKind === 's3'
        ? await createS3AudioStore(targetSpec, s3Env())
        : createLocalAudioStore(join(await tempDir('target-audio'), 'audio'));
    try {
      const dir = await tempDir('unpacked');
      const unpacked = await unpackArchive(archive, dir);
      await loadArchive(
        {
          database: target,
          audioStore: targetStore,
          audioHoldsFiles: async () => false,
          name: 'the drill database',
        },
        dir,
        unpacked,
      );
      const restored = await rowsOf(target);

      // Every row acknowledged before the backup, unchanged (the writer only adds poems).
      for (const [table, rows] of Object.entries(acknowledged)) {
        const present = new Set(restored[table]);
        for (const row of rows) expect(present.has(row), `${table}: ${row}`).toBe(true);
      }
      // One instant: the poems are exactly the source's at or below the archive's head...
      const now = await rowsOf(source.database);
      const revOf = (row: string) => (JSON.parse(row) as { rev: number }).rev;
      expect(restored.poems).toEqual(now.poems!.filter((row) => revOf(row) <= manifest.feed.head));
      // ...which holds every poem acknowledged before the backup began, and not all of them
      // were (the writer went on during the backup; some came after).
      const restoredIds = new Set(restored.poems!.map((row) => JSON.parse(row).id as string));
      const before = writer.acked.filter((a) => a.at < backupStarted);
      expect(before.length).toBeGreaterThan(0);
      for (const { id } of before) expect(restoredIds.has(id)).toBe(true);
      expect(writer.acked.some(({ id }) => !restoredIds.has(id))).toBe(true);
      expect(Math.max(...restored.poems!.map(revOf))).toBeLessThanOrEqual(manifest.feed.head);
      expect(restored.tombstones).toEqual(acknowledged.tombstones);
      const wolofal = restored.poems!.map((row) => JSON.parse(row).wolofal as string | null);
      expect(wolofal).toContain(WOLOFAL_SAMPLE.wolofal);

      // The server on the restored database serves the same bytes.
      const env = parseEnv({ DATA_DIR: await tempDir('served'), LOG_LEVEL: 'silent' });
      const app = await buildApp({
        config: buildConfig(env, new TextEncoder().encode('drill-secret-'.padEnd(48, 'x'))),
        database: target,
        audioStore: targetStore,
        clientDir: join(env.DATA_DIR, 'no-client'),
      });
      try {
        for (const [id, bytes] of acknowledgedAudio) {
          const res = await app.inject({ url: `/api/audios/stream/${id}` });
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.equals(bytes), `audio ${id}`).toBe(true);
        }
        const audio = await app.inject({ url: `/api/audios/${audioId}` });
        expect(audio.json().vtt).toMatch(/^WEBVTT/);

        // A device at the backup's head continues; one that followed writes the restore
        // took away is told to rebuild; writes after the restore reach the first.
        const head = manifest.feed.head;
        const continues = await app.inject({ url: `/api/sync?since=${head}` });
        expect(continues.statusCode).toBe(200);
        expect(continues.json().changes).toEqual([]);
        const lost = await app.inject({ url: `/api/sync?since=${head + 3}` });
        expect(lost.statusCode).toBe(410);
        expect(lost.json().message).toMatch(/restored from a backup/);
        const { signAccess } = app.tokens;
        const [admin] = (
          (await target.db.execute(
            sql`select id, email, role, username from users where role = 'ADMIN' limit 1`,
          )) as unknown as {
            rows: { id: string; email: string; role: 'ADMIN'; username: string }[];
          }
        ).rows;
        const token = (await signAccess(admin!)).token;
        const created = await app.inject({
          method: 'POST',
          url: '/api/poems',
          headers: { authorization: `Bearer ${token}` },
          payload: {
            title: 'After the restore',
            content: 'bés bu bees',
            poetId: await firstPoetId(target),
          },
        });
        expect(created.statusCode).toBe(201);
        expect(created.json().rev).toBeGreaterThan(head + FEED_JUMP);
        const next = await app.inject({ url: `/api/sync?since=${head}` });
        expect(next.json().changes.map((c: { rev: number }) => c.rev)).toEqual([
          created.json().rev,
        ]);

        // The trash came through: its recording restores, with its bytes.
        const restoredAudio = await app.inject({
          method: 'POST',
          url: `/api/trash/${trashedId}/restore`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(restoredAudio.statusCode, restoredAudio.body).toBe(200);
        const stream = await app.inject({ url: `/api/audios/stream/${trashedId}` });
        expect(stream.statusCode).toBe(200);
        expect(stream.rawPayload.equals(TRASHED_WAV)).toBe(true);
      } finally {
        await app.close();
      }
    } finally {
      await target.close();
    }
  }, 120_000);
});

describe('a damaged, partial or misplaced archive', () => {
  let ctx: TestApp;
  let archive: string;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: true });
    archive = join(await tempDir('archive'), 'good.tar.gz');
    const stage = await tempDir('stage');
    await packArchive(stage, await snapshotWithRetry(ctx, stage), archive);
  }, 120_000);
  afterAll(async () => ctx?.close());

  const restoreInto = async (file: string, options: { force?: boolean } = {}) => {
    const dataDir = join(await tempDir('data'), 'data');
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    return { dataDir, result: restore(env, file, options) };
  };

  it('refuses a flipped byte, before writing anything', async () => {
    const bytes = await readFile(archive);
    const at = Math.floor(bytes.length / 2);
    bytes[at] = bytes[at]! ^ 0xff;
    const damaged = join(await tempDir('bad'), 'flipped.tar.gz');
    await writeFile(damaged, bytes);
    const { dataDir, result } = await restoreInto(damaged);
    await expect(result).rejects.toBeInstanceOf(BackupError);
    await expect(result).rejects.toThrow(/damaged or incomplete.*nothing was restored/);
    await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses an archive cut short', async () => {
    const bytes = await readFile(archive);
    for (const keep of [0.3, 0.9, 0.999]) {
      const cut = join(await tempDir('bad'), `cut-${keep}.tar.gz`);
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * keep)));
      const { dataDir, result } = await restoreInto(cut);
      await expect(result, `cut at ${keep}`).rejects.toThrow(/damaged or incomplete/);
      await expect(stat(dataDir)).rejects.toMatchObject({ code: 'ENOENT' });
    }
  });

  it('says so for a missing file or one that is no archive', async () => {
    await expect((await restoreInto('/nonexistent/taalif.tar.gz')).result).rejects.toThrow(
      /No archive at/,
    );
    const text = join(await tempDir('bad'), 'notes.txt');
    await writeFile(text, 'not a backup at all');
    await expect((await restoreInto(text)).result).rejects.toThrow(/damaged or incomplete/);
  });

  it('restores into an empty data folder, then refuses to write over it without --force', async () => {
    const { dataDir, result } = await restoreInto(archive);
    const first = await result;
    expect(first.rows).toBe(Object.values(first.manifest.tables).reduce((a, b) => a + b, 0));
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    await expect(restore(env, archive)).rejects.toThrow(/already holds data.*--force/);
    const forced = await restore(env, archive, { force: true });
    expect(forced.rows).toBe(first.rows);
  }, 120_000);
});
