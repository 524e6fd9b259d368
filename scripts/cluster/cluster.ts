/**
 * The scale-out layout on one machine (DESIGN.md section 8), every part an existing engine on
 * 127.0.0.1: PostgreSQL in CLUSTER_DIR/postgres, Redis (the rate limits' counters), s3rver
 * (the audio, in CLUSTER_DIR/s3), N instances of the built server, HAProxy in front on
 * CLUSTER_PORT. `npm run cluster` (main.ts) and `npm run bench:cluster` start it through
 * startCluster.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  freePort,
  killNow,
  startHaproxy,
  startPostgres,
  startRedis,
  startS3Process,
  type Engine,
} from './engines';
import { superviseInstance, type Instance } from './instance';
import { S3RVER_CREDENTIALS } from './s3-server';

export const AUDIO_BUCKET = 'taalif-audio';

export interface ClusterOptions {
  root: string;
  port: number;
  folder: string;
  instances: number;
  adminEmail: string;
  /** Unset: generated once and kept in CLUSTER_DIR/admin-password (mode 600). */
  adminPassword?: string;
  logLevel: string;
  log: (line: string) => void;
}

export interface Cluster {
  url: string;
  admin: { email: string; password: string };
  instances: Instance[];
  engines: { postgres: string; redis: string; s3: string };
  /** The settings every instance shares (database, audio store): what `npm run backup` needs. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** A secret kept in `file` (created once, mode 600), so restarts of the cluster reuse it. */
async function keptSecret(file: string, given?: string): Promise<string> {
  if (given) return given;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { root, port, instances: count, log } = options;
  const folder = resolve(options.folder);
  await mkdir(join(folder, 'instances'), { recursive: true });
  // PostgreSQL runs as the postgres user when we are root: it must reach its folder.
  await chmod(folder, 0o755);

  const engines: Engine[] = [];
  const instances: Instance[] = [];
  // Whatever happens to this process, nothing it started keeps running.
  const lastResort = () => {
    for (const instance of instances) instance.killNow();
    for (const engine of engines) killNow(engine.process);
  };
  process.on('exit', lastResort);

  const stop = async () => {
    process.off('exit', lastResort);
    const haproxy = engines.find((e) => e.name === 'haproxy');
    await haproxy?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    for (const engine of engines.filter((e) => e !== haproxy).reverse()) await engine.stop();
  };

  try {
    const postgres = await startPostgres(join(folder, 'postgres'), await freePort(), log);
    engines.push(postgres);
    const redisPort = await freePort();
    engines.push(await startRedis(redisPort, log));
    await mkdir(join(folder, 's3'), { recursive: true });
    // In its own process, as S3 is elsewhere in production (s3-process.ts).
    const s3 = await startS3Process(join(folder, 's3'), await freePort(), [AUDIO_BUCKET], log);
    engines.push(s3);

    const jwtSecret = await keptSecret(join(folder, 'jwt-secret'), undefined);
    const password = await keptSecret(join(folder, 'admin-password'), options.adminPassword);
    const env = {
      DATABASE_URL: postgres.url,
      AUDIO_STORE: `s3://${AUDIO_BUCKET}`,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      JWT_SECRET: `${jwtSecret}${jwtSecret}`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      // HAProxy's address: it replaces any X-Forwarded-For a client wrote (engines.ts).
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: options.adminEmail,
      ADMIN_PASSWORD: password,
      LOG_LEVEL: options.logLevel,
    };
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    ports.forEach((instancePort, i) => {
      instances.push(
        superviseInstance({
          n: i + 1,
          port: instancePort,
          root,
          pidFolder: join(folder, 'instances'),
          // The demo anthology is seeded by the first instance only (all of them would find
          // it done anyway: seeding runs under the start-up lock).
          env: {
            ...env,
            DATA_DIR: join(folder, 'instances', String(i + 1)),
            SEED_DEMO: i === 0 ? 'true' : 'false',
          },
          log,
        }),
      );
    });
    await Promise.all(instances.map((i) => i.serving()));
    // HAProxy logs each request (with its id) when the instances log at info or finer.
    const logRequests = ['info', 'debug', 'trace'].includes(options.logLevel);
    engines.push(
      await startHaproxy(join(folder, 'haproxy'), { port, backends: ports, logRequests }, log),
    );
    return {
      url: `http://127.0.0.1:${port}`,
      admin: { email: options.adminEmail, password },
      instances,
      engines: {
        postgres: postgres.url,
        redis: env.REDIS_URL,
        s3: s3.endpoint,
      },
      env,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
