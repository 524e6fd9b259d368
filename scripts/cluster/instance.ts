/**
 * One Taalif instance under supervision: `node dist/server/main.js` with `npm start`'s flags
 * (start-flags.ts) in its own process group, its pid in `<folder>/<n>.pid`, started again
 * when it dies (after 1 s, up to 10 s when it keeps dying at once) until the cluster stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFlags } from '../start-flags';
import { killNow, stopChild } from './engines';

export interface InstanceOptions {
  n: number;
  port: number;
  root: string;
  pidFolder: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

export interface Instance {
  n: number;
  port: number;
  pid(): number | undefined;
  /** Resolves when the instance answers /api/health (after a restart too). */
  serving(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  killNow(): void;
}

const QUICK_DEATH_MS = 5000;

export function superviseInstance(options: InstanceOptions): Instance {
  const { n, port, root, pidFolder, env, log } = options;
  const pidFile = join(pidFolder, `${n}.pid`);
  let child: ChildProcess | undefined;
  let stopping = false;
  let quickDeaths = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  const launch = () => {
    const startedAt = Date.now();
    const proc = spawn(process.execPath, [...startFlags(root), 'dist/server/main.js'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    writeFileSync(pidFile, `${proc.pid}\n`);
    const forward = (b: Buffer) => {
      for (const line of b.toString().split('\n')) if (line.trim()) log(`[instance ${n}] ${line}`);
    };
    proc.stdout?.on('data', forward);
    proc.stderr?.on('data', forward);
    proc.on('exit', (code, signal) => {
      if (child === proc) child = undefined;
      if (stopping) return;
      quickDeaths = Date.now() - startedAt < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
      const delay = Math.min(1000 * Math.max(1, quickDeaths), 10_000);
      log(
        `[cluster] instance ${n} (pid ${proc.pid}) exited (${signal ?? `status ${code}`}); ` +
          `starting it again in ${delay / 1000} s`,
      );
      restartTimer = setTimeout(launch, delay);
    });
  };
  launch();

  return {
    n,
    port,
    pid: () => child?.pid,
    async serving(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`, {
          signal: AbortSignal.timeout(1000),
        }).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(
        `instance ${n} did not answer on 127.0.0.1:${port} within ${timeoutMs / 1000} s`,
      );
    },
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      if (child) await stopChild(child, 15_000);
      rmSync(pidFile, { force: true });
    },
    killNow() {
      stopping = true;
      clearTimeout(restartTimer);
      if (child) killNow(child);
      rmSync(pidFile, { force: true });
    },
  };
}
