/**
 * The load-generator side of the API benchmark: a free loopback port, a one-request
 * probe, and one bounded autocannon run per scenario. Loopback targets only.
 */
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  /** Called for every request, so a scenario can rotate through ids or words. */
  path: () => string;
  headers?: Record<string, string>;
  /** 200 unless stated (206 for a Range request). */
  expectStatus?: number;
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /**
   * The CPU this process (autocannon) used per request. Near one core for the whole run, the
   * load generator, not the server, set the requests a second (large answers: the Range).
   */
  loadCpuMsPerRequest: number;
  /** The bytes of one answer, headers included (the mean). */
  bytesPerRequest: number;
}

/** A TCP port that was free on `host` a moment ago. */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Sends one request of the scenario and returns its status (0 when the connection failed). */
export async function probe(base: string, scenario: Scenario): Promise<number> {
  try {
    const response = await fetch(base + scenario.path(), { headers: scenario.headers });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Runs autocannon for `durationS` seconds with `connections` connections against one scenario. */
export async function measure(
  base: string,
  scenario: Scenario,
  options: { durationS: number; connections: number },
): Promise<LoadResult> {
  const url = new URL(base);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`refusing to load a non-loopback host: ${url.hostname}`);
  }
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
    headers: scenario.headers,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.path() }) },
    ],
  });
  const cpu = process.cpuUsage(cpuBefore);
  const requests = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    loadCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / requests,
    bytesPerRequest: result.throughput.total / requests,
  };
}
