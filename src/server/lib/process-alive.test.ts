import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processAlive } from './process-alive';

describe('processAlive', () => {
  it('is true for a running process and false for one that exited', async () => {
    expect(processAlive(process.pid)).toBe(true);
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    expect(processAlive(pid)).toBe(false);
  });

  it('counts a killed process its parent has not reaped yet (a zombie) as dead', async () => {
    // sh starts a child, which is killed with SIGKILL, and then sleeps without waiting for
    // it: the child stays a zombie for as long as its parent sleeps.
    const shell = spawn('sh', ['-c', 'sleep 30 & echo $!; kill -9 $!; exec sleep 5'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const pid = Number(
      await new Promise<string>((resolve) => shell.stdout.once('data', (b) => resolve(String(b)))),
    );
    try {
      await expect.poll(() => readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /);
      expect(processAlive(pid)).toBe(false);
    } finally {
      shell.kill('SIGKILL');
    }
  });
});
