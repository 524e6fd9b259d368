/**
 * Each request's id: a well-formed incoming `X-Request-Id` is kept, echoed in the answer and
 * written into every JSON log line of that request; a malformed one is replaced by a new id.
 * The real app on a real database, with pino writing to a stream the test reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { buildConfig, parseEnv } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createLocalAudioStore } from '../../src/server/audio-store/local-audio-store';
import { createTestDatabase } from '../helpers/test-database';

let app: App;
let database: Database;
let dataDir: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'taalif-reqid-'));
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  app = await buildApp({
    config: buildConfig(env, new TextEncoder().encode('x'.repeat(48))),
    database,
    audioStore: createLocalAudioStore(join(dataDir, 'audio')),
    clientDir: join(dataDir, 'no-client'),
    logger: { level: 'info', stream },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

describe('request id', () => {
  it('keeps a well-formed incoming id: in the answer and in every log line of the request', async () => {
    const id = 'haproxy-7f3a:1c2b.42_x';
    const res = await app.inject({ url: '/api/poems?page=1', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const mine = linesOf(id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect((mine[1]!.res as { statusCode: number }).statusCode).toBe(200);
  });

  it('replaces a malformed id (a forged log line, spaces, too long) with a new UUID', async () => {
    for (const bad of ['a b', 'x'.repeat(129), 'id"}\n{"level":60', '']) {
      const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      const id = res.headers['x-request-id'] as string;
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(linesOf(id)).toHaveLength(2);
      expect(lines.some((line) => line.reqId === bad)).toBe(false);
    }
  });

  it('gives a request without an id a new one, different each time, in its answer and its logs', async () => {
    const [a, b] = await Promise.all([
      app.inject({ url: '/api/health' }),
      app.inject({ url: '/api/nothing-here' }),
    ]);
    const ids = [a.headers['x-request-id'], b.headers['x-request-id']] as string[];
    expect(new Set(ids).size).toBe(2);
    expect(b.statusCode).toBe(404);
    for (const id of ids) expect(linesOf(id)).toHaveLength(2);
  });
});
