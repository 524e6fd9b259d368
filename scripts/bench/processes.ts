/**
 * Child processes and memory for the API benchmark. Every child is started in its own
 * process group (detached) so that it, and anything it starts, is killed as one group;
 * memory is read from /proc (Linux): VmRSS (resident now) and VmHWM (peak resident).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { startFlags } from '../start-flags';

export interface Child {
  process: ChildProcess;
  /** Everything the child wrote to stdout (it is also echoed to our stderr). */
  stdout: () => string;
}

/** Starts `node args…` in a new process group; its output is echoed to stderr. */
export function spawnGroup(args: string[], cwd: string, env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => {
    out += b.toString();
    process.stderr.write(b);
  });
  child.stderr?.on('data', (b: Buffer) => process.stderr.write(b));
  return { process: child, stdout: () => out };
}

const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

/**
 * load-corpus.ts in a process of its own (tsx), with the Node flags of the checkout's
 * `npm start`: the corpus is loaded by the embedded database as the server would run it,
 * so the load phase's memory is measured under the same V8 and WebAssembly settings.
 */
export function spawnCorpusLoader(root: string, env: NodeJS.ProcessEnv): Child {
  return spawnGroup(
    [...startFlags(root), '--import', 'tsx', 'scripts/bench/load-corpus.ts'],
    root,
    env,
  );
}

/** Sends `signal` to the child's whole process group (synchronous, safe in 'exit'). */
export function killGroup(c: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (c.pid === undefined || !running(c)) return;
  try {
    process.kill(-c.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** Resolves with the exit code (or signal) when the child exits, or undefined after `ms`. */
export function waitExit(c: ChildProcess, ms: number): Promise<number | string | undefined> {
  if (!running(c)) return Promise.resolve(c.exitCode ?? c.signalCode ?? undefined);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    c.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal ?? undefined);
    });
  });
}

/** SIGTERM to the group, then SIGKILL if it has not exited after `graceMs`. */
export async function stopGroup(c: ChildProcess, graceMs = 5000): Promise<void> {
  killGroup(c, 'SIGTERM');
  if ((await waitExit(c, graceMs)) === undefined) killGroup(c, 'SIGKILL');
}

export interface ProcMemory {
  rssKb: number;
  hwmKb: number;
  anonKb: number;
}

/** VmRSS, VmHWM and RssAnon of one process, in kB. */
export async function memoryOf(pid: number): Promise<ProcMemory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM'), anonKb: kb('RssAnon') };
}

/** The highest VmRSS seen so far, and a way to stop looking. */
export interface RssSampler {
  peakKb: () => number;
  stop: () => number;
}

/**
 * Reads the process's VmRSS every `intervalMs` and keeps the highest: the peak over a chosen
 * span (loading, or the measured rounds), which VmHWM (the peak over the whole life) cannot
 * tell apart. A short spike between two samples can be missed; VmHWM is reported beside it.
 */
export function sampleRss(pid: number, intervalMs = 50): RssSampler {
  let peak = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      peak = Math.max(peak, Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0));
    } catch {
      // the process has exited
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    peakKb: () => peak,
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

export interface GroupMemory {
  processes: number;
  /** Σ VmRSS: counts shared_buffers once per process, so it over-states the total. */
  rssKb: number;
  /** Σ RssAnon: the private memory of the processes, without shared memory. */
  anonKb: number;
}

/** Sums the memory of every process named `name` on the machine (e.g. 'postgres'). */
export async function memoryOfProcessesNamed(name: string): Promise<GroupMemory> {
  const total: GroupMemory = { processes: 0, rssKb: 0, anonKb: 0 };
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if ((await readFile(`/proc/${entry}/comm`, 'utf8')).trim() !== name) continue;
      const m = await memoryOf(Number(entry));
      total.processes += 1;
      total.rssKb += m.rssKb;
      total.anonKb += m.anonKb;
    } catch {
      // the process ended while we read it
    }
  }
  return total;
}

/** Waits until a bench server (scripts/bench/bench-server.ts) answers, or fails after 60 s. */
export async function waitForBenchServer(base: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench server exited (${child.exitCode})`);
    if (
      await fetch(`${base}/bench/noop`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('bench server not ready after 60 s');
}

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's times (100 on Linux). */
const TICKS_PER_S = 100;

/**
 * CPU seconds (user + system) used so far by the live processes of the process groups
 * `groups`: a server's own, and PostgreSQL's backends when the benchmark started that server.
 * Measured around a round, it gives CPU per request, which other work on a shared machine
 * disturbs far less than requests per second.
 */
export async function cpuSecondsOfGroups(groups: number[]): Promise<number> {
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state ppid pgrp … utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (!groups.includes(Number(fields[2]))) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we read it
    }
  }
  return ticks / TICKS_PER_S;
}
