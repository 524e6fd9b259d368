/**
 * Builds the real app (app.ts) on a real database for a test file, with an
 * administrator and a reader already signed in. Close it in afterAll.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { v7 as uuidv7 } from 'uuid';
import { buildApp, type App } from '../../src/server/app';
import { buildConfig, parseEnv } from '../../src/server/config';
import { users } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';
import { createLocalAudioStore } from '../../src/server/audio-store/local-audio-store';
import type { AudioStore } from '../../src/server/audio-store/audio-store';
import { seedDemoAnthology } from '../../src/server/seed/seed-demo';
import { createTestDatabase } from './test-database';

export const TEST_PASSWORD = 'correct horse battery staple';

export interface TestApp {
  app: App;
  database: Database;
  audioStore: AudioStore;
  admin: { id: string; email: string; token: string };
  reader: { id: string; email: string; token: string };
  /** `authorization` headers for the two users. */
  asAdmin: { authorization: string };
  asReader: { authorization: string };
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed the demo anthology (poets, poems, words, audio). */
  seed?: boolean;
  /** Extra environment variables (e.g. OAuth endpoints, small upload limits). */
  env?: Record<string, string>;
  /** A built client to serve (default: none). */
  clientDir?: string;
  /** The audio store (default: a local folder in the test's data folder). */
  audioStore?: AudioStore;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'taalif-test-'));
  const env = parseEnv({ DATA_DIR: dataDir, PORT: '3000', LOG_LEVEL: 'silent', ...options.env });
  const config = buildConfig(env, new TextEncoder().encode('test-secret-'.padEnd(48, 'x')));
  const audioStore = options.audioStore ?? createLocalAudioStore(join(dataDir, 'audio'));
  if (options.seed) await seedDemoAnthology(database.db, audioStore);

  const passwordHash = await hash(TEST_PASSWORD);
  const make = async (role: 'ADMIN' | 'USER', name: string) => {
    const id = uuidv7();
    const email = `${name}@example.test`;
    await database.db.insert(users).values({
      id,
      email,
      username: name,
      displayName: name,
      firstName: name,
      lastName: 'Test',
      role,
      passwordHash,
    });
    return { id, email, role, username: name };
  };
  const adminUser = await make('ADMIN', 'admin');
  const readerUser = await make('USER', 'reader');

  const app = await buildApp({
    config,
    database,
    audioStore,
    clientDir: options.clientDir ?? join(dataDir, 'no-client'),
  });
  await app.ready();
  const admin = { ...adminUser, token: (await app.tokens.signAccess(adminUser)).token };
  const reader = { ...readerUser, token: (await app.tokens.signAccess(readerUser)).token };
  return {
    app,
    database,
    audioStore,
    admin,
    reader,
    asAdmin: { authorization: `Bearer ${admin.token}` },
    asReader: { authorization: `Bearer ${reader.token}` },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
