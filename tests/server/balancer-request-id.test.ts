/**
 * The request id through the cluster's balancer: HAProxy with the configuration `npm run
 * cluster` writes (scripts/cluster/engines.ts) in front of the real app. A client's
 * well-formed `X-Request-Id` reaches the instance and comes back; a missing or malformed one is
 * replaced by HAProxy's own UUID, the one the instance answers; HAProxy's request log line
 * carries the same id. HAProxy comes from Debian (.ci/run installs it); missing locally, the
 * suite is skipped with the reason printed, and in CI (CI=true) it fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findBinary, freePort, startHaproxy, type Engine } from '../../scripts/cluster/engines';
import { createTestApp, type TestApp } from '../helpers/test-app';

const haproxyMissing = !findBinary('haproxy');
if (haproxyMissing && process.env.CI === 'true') {
  throw new Error('haproxy missing in CI: .ci/run must install it');
}
if (haproxyMissing) console.log('balancer request-id suite skipped: haproxy not installed');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.skipIf(haproxyMissing)('X-Request-Id through HAProxy', () => {
  let folder = '';
  let instance: TestApp;
  let haproxy: Engine;
  let balancer = '';
  const logLines: string[] = [];
  const waiters: { id: string; resolve: (line: string) => void }[] = [];

  /** Resolves with HAProxy's log line of the request whose id is `id`, once it is written. */
  const logLineOf = (id: string) =>
    new Promise<string>((resolve) => {
      const line = logLines.find((l) => l.includes(`{${id}}`));
      if (line) resolve(line);
      else waiters.push({ id, resolve });
    });

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'taalif-balancer-id-'));
    instance = await createTestApp();
    const [backend, port] = [await freePort(), await freePort()];
    await instance.app.listen({ port: backend, host: '127.0.0.1' });
    haproxy = await startHaproxy(
      join(folder, 'haproxy'),
      { port, backends: [backend], logRequests: true },
      (line) => {
        logLines.push(line);
        for (const w of waiters.filter((w) => line.includes(`{${w.id}}`))) w.resolve(line);
      },
    );
    balancer = `http://127.0.0.1:${port}`;
    // HAProxy counts a server as up until its first check fails: ready once it answers.
    await vi.waitFor(
      async () => {
        if ((await fetch(`${balancer}/api/health`)).status !== 200) throw new Error('not yet');
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  afterAll(async () => {
    await haproxy?.stop();
    await instance?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("passes a client's well-formed id to the instance, which answers it; HAProxy logs it", async () => {
    const id = 'support-ticket-4711.a:b';
    const res = await fetch(`${balancer}/api/poems?page=1`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(await logLineOf(id)).toMatch(/GET \/api\/poems\?page=1 HTTP\/1\.1/);
  });

  it('sets its own UUID when the client sent none or a malformed one, and logs that one', async () => {
    const sent: Record<string, string>[] = [
      {},
      { 'x-request-id': 'two words' },
      { 'x-request-id': 'é' },
    ];
    for (const headers of sent) {
      const res = await fetch(`${balancer}/api/health`, { headers });
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      expect(await logLineOf(id)).toMatch(/GET \/api\/health HTTP\/1\.1/);
    }
  });
});
