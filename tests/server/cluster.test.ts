/**
 * Several instances behind the cluster's balancer (scripts/cluster): Redis and two real
 * instances listening on 127.0.0.1, one database, HAProxy in front with the configuration
 * `npm run cluster` writes. Proves that the login limit is one per client whichever instance
 * answers, that a client-written X-Forwarded-For does not reset it, that a write through one
 * instance is read fresh through the other, and that a dead Redis turns the limit off rather
 * than the service.
 *
 * Redis and HAProxy come from Debian (.ci/run installs both). Where one is missing locally its
 * tests are skipped with the reason printed; in CI (CI=true) a missing one fails the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  findBinary,
  freePort,
  startHaproxy,
  startRedis,
  type Engine,
} from '../../scripts/cluster/engines';
import { buildApp, type App } from '../../src/server/app';
import { buildConfig, parseEnv } from '../../src/server/config';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/test-app';

const missing = ['redis-server', 'haproxy'].filter((name) => !findBinary(name));
if (missing.length && process.env.CI === 'true') {
  throw new Error(`${missing.join(' and ')} missing in CI: .ci/run must install them`);
}
if (missing.length) {
  console.log(`cluster suite skipped: ${missing.join(' and ')} not installed (apt-get install)`);
}

const LIMIT = 10;

describe.skipIf(missing.length > 0)('two instances, Redis and HAProxy', () => {
  let folder = '';
  let redis: Engine;
  let haproxy: Engine;
  let redisUrl = '';
  let first: TestApp;
  let second: App;
  const url = { first: '', second: '', balancer: '' };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'taalif-cluster-test-'));
    const redisPort = await freePort();
    redis = await startRedis(redisPort);
    redisUrl = `redis://127.0.0.1:${redisPort}`;
    const env = {
      REDIS_URL: redisUrl,
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT_MAX: String(LIMIT),
    };
    first = await createTestApp({ seed: true, env });
    // The second instance: its own app (own caches, own rate-limit client) on the same database.
    const config = buildConfig(
      parseEnv({ DATA_DIR: folder, LOG_LEVEL: 'silent', ...env }),
      new TextEncoder().encode('test-secret-'.padEnd(48, 'x')),
    );
    second = await buildApp({
      config,
      database: first.database,
      audioStore: first.audioStore,
      clientDir: join(folder, 'no-client'),
    });
    const [p1, p2, balancer] = [await freePort(), await freePort(), await freePort()];
    await first.app.listen({ port: p1, host: '127.0.0.1' });
    await second.listen({ port: p2, host: '127.0.0.1' });
    haproxy = await startHaproxy(join(folder, 'haproxy'), { port: balancer, backends: [p1, p2] });
    url.first = `http://127.0.0.1:${p1}`;
    url.second = `http://127.0.0.1:${p2}`;
    url.balancer = `http://127.0.0.1:${balancer}`;
    // HAProxy counts a server as up until its first check fails: ready once it answers.
    await vi.waitFor(
      async () => {
        const response = await fetch(`${url.balancer}/api/health`);
        if (!response.ok) throw new Error(`the balancer answers ${response.status}`);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  afterAll(async () => {
    await haproxy?.stop();
    await second?.close();
    await first?.close();
    await redis?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  const forget = async () => {
    const client = new Redis(redisUrl);
    await client.flushall();
    client.disconnect();
  };

  const wrongLogin = (base: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username: 'admin', password: 'not the password' }),
    });

  it('refuses the 11th wrong login in a window whichever instance answers it', async () => {
    await forget();
    for (let i = 0; i < LIMIT; i++) {
      const res = await wrongLogin(i % 2 ? url.second : url.first);
      expect(res.status, `try ${i + 1}`).toBe(401);
    }
    for (const base of [url.first, url.second, url.balancer]) {
      const res = await wrongLogin(base);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The right password is refused too until the window ends: the limit counts tries.
    const right = await fetch(`${url.second}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: TEST_PASSWORD }),
    });
    expect(right.status).toBe(429);
  });

  it('does not let a client reset the count with its own X-Forwarded-For', async () => {
    await forget();
    for (let i = 0; i < LIMIT; i++) {
      const res = await wrongLogin(url.balancer, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(res.status, `try ${i + 1}`).toBe(401);
    }
    const spoofed = await wrongLogin(url.balancer, { 'x-forwarded-for': '203.0.113.99' });
    expect(spoofed.status).toBe(429);
  });

  it('reads a write made through one instance fresh through the other', async () => {
    const list = async (base: string) =>
      (
        (await (await fetch(`${base}/api/poets?size=100`)).json()) as {
          content: { name: string }[];
        }
      ).content.map((p) => p.name);
    // Each instance has answered (and cached) the list before the write.
    const before = await list(url.second);
    expect(await list(url.second)).toEqual(before);
    expect(await list(url.first)).toEqual(before);
    const etagBefore = (await fetch(`${url.second}/api/poets?size=100`)).headers.get('etag');

    const created = await fetch(`${url.first}/api/poets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...first.asAdmin },
      body: JSON.stringify({ name: 'Moussa Ka (cluster test)', status: 'deceased' }),
    });
    expect(created.status).toBe(201);

    expect(await list(url.second)).toContain('Moussa Ka (cluster test)');
    const revalidated = await fetch(`${url.second}/api/poets?size=100`, {
      headers: { 'if-none-match': etagBefore ?? '' },
    });
    expect(revalidated.status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect(await list(url.balancer)).toContain('Moussa Ka (cluster test)');
  });

  it('keeps serving, without the limit, while Redis is down', async () => {
    await redis.stop();
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await wrongLogin(i % 2 ? url.second : url.first);
      expect(res.status, `try ${i + 1}`).toBe(401);
    }
  });
});
