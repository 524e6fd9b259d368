/**
 * The engines of the scale-out layout, each an existing program started on 127.0.0.1:
 * PostgreSQL (a cluster in a folder of its own), Redis, HAProxy. Used by `npm run cluster`,
 * `npm run bench:cluster` and the cluster integration test. Each runs in its own process group
 * (detached), so a Ctrl+C at the terminal reaches only the supervisor, which stops them in
 * order (instances first, then what they use).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { REQUEST_ID_PATTERN } from '../../src/server/lib/request-id';

/** Debian's PostgreSQL programs: PG_BIN, else the newest /usr/lib/postgresql/<major>/bin. */
function postgresBinFolder(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] && join(root, majors[0], 'bin');
}

const PG_BIN = postgresBinFolder();

/** The path of an installed program, or undefined (PATH, then the sbin folders). */
export function findBinary(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin', PG_BIN ?? ''];
  for (const folder of folders) {
    if (folder && existsSync(join(folder, name))) return join(folder, name);
  }
  return undefined;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });

/** Resolves once something accepts TCP connections on 127.0.0.1:port (or rejects after ms). */
export async function waitForPort(port: number, ms = 20_000, what = `port ${port}`) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not open within ${ms / 1000} s`);
}

export interface Engine {
  name: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

function exited(c: ChildProcess, ms: number): Promise<boolean> {
  if (!running(c)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    c.once('exit', () => (clearTimeout(timer), resolve(true)));
  });
}

/** SIGTERM to the child's group, SIGKILL after graceMs. */
export async function stopChild(
  c: ChildProcess,
  graceMs = 10_000,
  signal: NodeJS.Signals = 'SIGTERM',
) {
  if (!running(c) || c.pid === undefined) return;
  try {
    process.kill(-c.pid, signal);
  } catch {
    return;
  }
  if (!(await exited(c, graceMs))) {
    try {
      process.kill(-c.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
    await exited(c, 2000);
  }
}

/** Kills the child's group at once (safe in a process 'exit' handler). */
export function killNow(c: ChildProcess) {
  if (!running(c) || c.pid === undefined) return;
  try {
    process.kill(-c.pid, 'SIGKILL');
  } catch {
    // gone
  }
}

function start(name: string, command: string, args: string[], log?: (line: string) => void) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (b: Buffer) => {
    for (const line of b.toString().split('\n')) if (line.trim()) log?.(`[${name}] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

function need(name: string, pkg: string): string {
  const path = findBinary(name);
  if (!path) throw new Error(`${name} is not installed: apt-get install -y ${pkg}`);
  return path;
}

/** The S3 server (s3rver) on 127.0.0.1:port in its own process, keeping objects in `folder`. */
export async function startS3Process(
  folder: string,
  port: number,
  buckets: string[],
  log?: (line: string) => void,
): Promise<Engine & { endpoint: string }> {
  const child = start(
    's3',
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 's3-process.ts'),
      folder,
      String(port),
      ...buckets,
    ],
    log,
  );
  // Ready once it says so (its buckets made), not when its port opens.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the S3 server did not start')), 30_000);
    child.stdout?.on('data', (b: Buffer) => {
      if (!b.toString().includes('s3 listening on')) return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the S3 server exited (${code})`));
    });
  });
  return {
    name: 's3',
    process: child,
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => stopChild(child),
  };
}

/** Redis on 127.0.0.1:port, in memory only (rate-limit windows need no persistence). */
export async function startRedis(port: number, log?: (line: string) => void): Promise<Engine> {
  const child = start(
    'redis',
    need('redis-server', 'redis-server'),
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    log,
  );
  await waitForPort(port, 10_000, `Redis (127.0.0.1:${port})`);
  return { name: 'redis', process: child, stop: () => stopChild(child) };
}

export interface HaproxyOptions {
  port: number;
  /** The instances' ports on 127.0.0.1. */
  backends: number[];
  pidFile?: string;
  /** One line per request on HAProxy's stdout (with its X-Request-Id); off under load tests. */
  logRequests?: boolean;
}

/**
 * The balancer's configuration. What each part is for:
 * - health checks: `GET /api/health` every second; two failures take an instance out, one
 *   success puts it back;
 * - retries: a request whose connection failed is tried again (3 times), on another instance
 *   (`redispatch`); a request that reached an instance which then died or answered 502/503/504
 *   is retried only when repeating it is harmless: safe methods, PUT and DELETE, and a POST
 *   that carries an `Idempotency-Key` (the server answers a repeated key with the first
 *   result);
 * - the client's address: any `X-Forwarded-For` the client wrote is dropped and HAProxy writes
 *   the address it saw, so with TRUST_PROXY naming HAProxy the rate limits count real clients;
 * - the request id: a client's well-formed `X-Request-Id` (one header, the server's pattern,
 *   src/server/lib/request-id.ts) passes through, else HAProxy sets a new UUID; the instance
 *   logs it on every line of that request and answers it, and HAProxy's own request log (when
 *   `logRequests`) carries it between braces, so one id leads from the balancer to the instance.
 */
export function haproxyConfig({ port, backends, pidFile, logRequests }: HaproxyOptions): string {
  return [
    'global',
    '  maxconn 4096',
    ...(pidFile ? [`  pidfile ${pidFile}`] : []),
    ...(logRequests ? ['  log stdout format raw local0'] : []),
    '',
    'defaults',
    '  mode http',
    ...(logRequests ? ['  log global', '  option httplog'] : []),
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout 502 503 504',
    '',
    'frontend taalif',
    `  bind 127.0.0.1:${port}`,
    '  http-request del-header X-Forwarded-For',
    '  option forwardfor',
    '  unique-id-format %[uuid()]',
    '  acl request_id_ok req.hdr_cnt(x-request-id) eq 1',
    `  acl request_id_ok_form req.hdr(x-request-id) -m reg ${REQUEST_ID_PATTERN.source}`,
    '  http-request set-header X-Request-Id %[unique-id] unless request_id_ok request_id_ok_form',
    '  http-request capture req.hdr(x-request-id) len 128',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1',
    '  acl retry_safe method GET HEAD OPTIONS PUT DELETE',
    '  acl keyed req.hdr(idempotency-key) -m found',
    '  http-request disable-l7-retry unless retry_safe || keyed',
    ...backends.map((p, i) => `  server i${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

export async function startHaproxy(
  folder: string,
  options: HaproxyOptions,
  log?: (line: string) => void,
): Promise<Engine> {
  const binary = need('haproxy', 'haproxy');
  await mkdir(folder, { recursive: true });
  const configPath = join(folder, 'haproxy.cfg');
  await writeFile(configPath, haproxyConfig(options));
  const check = spawnSync(binary, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused ${configPath}: ${check.stderr}`);
  // -db: stay in the foreground; -W: master-worker, so SIGTERM/SIGUSR1 stop it cleanly.
  const child = start('haproxy', binary, ['-W', '-db', '-f', configPath], log);
  await waitForPort(options.port, 10_000, `HAProxy (127.0.0.1:${options.port})`);
  return { name: 'haproxy', process: child, stop: () => stopChild(child, 5000, 'SIGUSR1') };
}

/** Runs `command` as the postgres user when we are root (PostgreSQL refuses to run as root). */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
}

/**
 * A PostgreSQL server on 127.0.0.1:port whose data folder is `folder` (created with initdb on
 * first use), with a `taalif` role and database. Returns its URL.
 */
export async function startPostgres(
  folder: string,
  port: number,
  log?: (line: string) => void,
): Promise<Engine & { url: string }> {
  const initdb = need('initdb', 'postgresql');
  const postgres = need('postgres', 'postgresql');
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    if (process.getuid?.() === 0) {
      const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      await chown(folder, Number(ids.stdout), Number(gid.stdout));
    }
    const [cmd, args] = asPostgresUser(initdb, [
      '-D',
      folder,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ]);
    const init = spawnSync(cmd, args, { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const [cmd, args] = asPostgresUser(postgres, [
    '-D',
    folder,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    folder,
    '-c',
    'max_connections=200',
    '-c',
    'fsync=on',
  ]);
  const child = start('postgres', cmd, args, log);
  await waitForPort(port, 30_000, `PostgreSQL (127.0.0.1:${port})`);
  // Ready for queries (not only listening), then the role and the database, once.
  const pg = (await import('pg')).default;
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: admin });
    try {
      await client.connect();
      const role = await client.query(`select 1 from pg_roles where rolname = 'taalif'`);
      if (!role.rowCount) await client.query(`create role taalif login password 'taalif'`);
      const db = await client.query(`select 1 from pg_database where datname = 'taalif'`);
      if (!db.rowCount)
        await client.query(
          `create database taalif owner taalif encoding 'UTF8' template template0`,
        );
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (i > 50) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    name: 'postgres',
    process: child,
    url: `postgres://taalif:taalif@127.0.0.1:${port}/taalif`,
    // SIGINT is PostgreSQL's "fast" shutdown: sessions are ended, the data is checkpointed.
    stop: () => stopChild(child, 30_000, 'SIGINT'),
  };
}
