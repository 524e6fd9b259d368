/**
 * Files the server reads at run time (migrations, the demo anthology, the built client)
 * live in the project tree. The server runs both from src/ (tsx, tests) and bundled in
 * dist/server, so paths are found from the project root, not from this file.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The folder holding the project's package.json. */
export function projectRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  root = dir;
  return dir;
}

/** A path inside the project. */
export const projectPath = (...segments: string[]) => join(projectRoot(), ...segments);
