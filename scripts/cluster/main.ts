/**
 * `npm run cluster`: builds the app if needed, installs the Debian packages it lacks
 * (redis-server, haproxy, postgresql; as root), starts the cluster (cluster.ts), prints its
 * URL and the first administrator's credentials, and stops everything on Ctrl+C or SIGTERM.
 * Variables: CLUSTER_PORT (8080), CLUSTER_DIR (./data/cluster), CLUSTER_INSTANCES (3),
 * ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL (warn).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startCluster } from './cluster';
import { findBinary } from './engines';

const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string) => console.log(line);

function installMissing() {
  const wanted: [string, string][] = [
    ['redis-server', 'redis-server'],
    ['haproxy', 'haproxy'],
    ['initdb', 'postgresql'],
  ];
  const missing = wanted.filter(([binary]) => !findBinary(binary)).map(([, pkg]) => pkg);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`missing Debian packages: sudo apt-get install -y ${missing.join(' ')}`);
  }
  log(`[cluster] installing ${missing.join(', ')} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

function number(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

try {
  const port = number('CLUSTER_PORT', 8080, 1, 65535);
  const instances = number('CLUSTER_INSTANCES', 3, 1, 16);
  installMissing();
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
  const cluster = await startCluster({
    root,
    port,
    instances,
    folder: process.env.CLUSTER_DIR || './data/cluster',
    adminEmail: process.env.ADMIN_EMAIL || 'admin@taalif.local',
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
    logLevel: process.env.LOG_LEVEL || 'warn',
    log,
  });
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n[cluster] ${signal}: stopping HAProxy, the instances, s3rver, Redis and PostgreSQL`);
    cluster.stop().then(
      () => (log('[cluster] stopped'), process.exit(0)),
      (error: unknown) => (console.error(error), process.exit(1)),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  log(
    [
      '',
      `  Taalif cluster: ${cluster.url}  (${instances} instances behind HAProxy)`,
      `  Administrator:  ${cluster.admin.email} / ${cluster.admin.password}`,
      `  PostgreSQL ${cluster.engines.postgres}, Redis ${cluster.engines.redis}, S3 ${cluster.engines.s3}`,
      `  Instance pids:  ${cluster.instances.map((i) => `${i.n}:${i.pid()}`).join('  ')}`,
      '  Ctrl+C stops everything.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`The cluster cannot start: ${(error as Error).message}`);
  process.exit(1);
}
