/**
 * The flags `npm start` gives Node (package.json: `node --a --b dist/server/main.js`), read
 * from a checkout's package.json, so the cluster's instances and the API benchmark run the
 * server as an operator's `npm start` does, flags included (docs/operations.md, "Size a
 * server"). A benchmark's baseline checkout is read the same way, with its own flags.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function startFlags(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (scripts.start ?? '').split(/\s+/);
  return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
}
