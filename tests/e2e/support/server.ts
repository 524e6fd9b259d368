/**
 * Builds the app when needed and runs the real server on a free loopback port with a
 * throw-away data directory. If the full build fails (the server bundle can lag behind
 * work in progress), it falls back to building the client only and running the server
 * from source with tsx, so the browser suites still test the current client.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  /** The first administrator's password (ADMIN_EMAIL is the default, admin@taalif.local). */
  adminPassword: string;
  /** The bearer token of GET /metrics (a suite reads the server's gauges through it). */
  metricsToken: string;
  stop: () => Promise<void>;
}

/** The parent environment without Vitest's markers: they would turn the build into a test build. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$|NODE_ENV$)/.test(key)),
  );
  return { ...env, NODE_ENV: 'production' };
}

const run = (cwd: string, cmd: string, args: string[]) =>
  spawnSync(cmd, args, { cwd, stdio: 'inherit', env: cleanEnv() }).status === 0;

/** Builds (only if stale); returns the command that starts the server. */
function prepareBuild(projectRoot: string): string[] {
  if (run(projectRoot, 'node', ['scripts/ensure-build.mjs']))
    return ['node', '--enable-source-maps', 'dist/server/main.js'];
  console.warn('[e2e] full build failed: building the client only and running the server with tsx');
  // The same client build as `npm run build`, precompressed: the benchmarks start servers
  // this way too, and without the .br files every asset went out uncompressed.
  if (!run(projectRoot, 'npm', ['run', 'build:client']))
    throw new Error('[e2e] the client build failed');
  return ['npx', 'tsx', 'src/server/main.ts'];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`[e2e] the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[e2e] the server did not become healthy within ${timeoutMs} ms`);
}

/** `projectRoot`: another checkout of the project (a benchmark's baseline); this one by default. */
export async function startServer(projectRoot = root): Promise<RunningServer> {
  const [cmd, ...args] = prepareBuild(projectRoot);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'taalif-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminPassword = randomBytes(18).toString('base64url');
  const metricsToken = randomBytes(18).toString('base64url');
  const child = spawn(cmd!, args, {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, stopped whole: `npx tsx` runs the server as a grandchild, which
    // a signal to the child alone left running (holding the suite's output open).
    detached: true,
    env: {
      ...cleanEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'warn',
      // The suites sign in as the administrator many times a minute from one address; the
      // login limit itself is tested on the server (rate-limit and cluster suites).
      AUTH_RATE_LIMIT_MAX: '1000',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      let timer: NodeJS.Timeout | undefined;
      const exited = new Promise((r) => child.once('exit', r));
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // The group is gone already.
        }
      };
      signalGroup('SIGTERM');
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) signalGroup('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, adminPassword, metricsToken, stop };
}
