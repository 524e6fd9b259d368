/**
 * A benchmark's baseline: another commit checked out in a temporary worktree that shares
 * this checkout's node_modules, so a bench can build and serve it beside the current code
 * and alternate its measurements between the two (this machine is shared and noisy).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BaselineCheckout {
  root: string;
  remove: () => void;
}

export function checkoutBaseline(ref: string): BaselineCheckout {
  const root = join(mkdtempSync(join(tmpdir(), 'taalif-baseline-')), 'taalif');
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed`);
  };
  git('worktree', 'add', '--detach', root, ref);
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
  return {
    root,
    remove: () => {
      git('worktree', 'remove', '--force', root);
      if (existsSync(root)) rmSync(root, { recursive: true, force: true });
    },
  };
}
