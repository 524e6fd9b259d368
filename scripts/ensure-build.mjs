#!/usr/bin/env node
/**
 * Runs before `npm start`: builds the app when dist/ is missing or older than its
 * sources, so a fresh clone starts with one command and a warm one starts at once.
 * Sources are everything under src/, sw/ and public/ (tests excluded) plus the build
 * configuration. Plain Node, no dependencies; exits non-zero when the build fails.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = ['dist/client/index.html', 'dist/server/main.js'];
const sourceDirs = ['src', 'sw', 'public'];
const sourceFiles = ['package.json', 'vite.config.ts', 'tsconfig.json'];
const isTest = (name) => /\.(test|e2e\.test)\.[cm]?[jt]sx?$/.test(name);

const mtime = (path) => {
  try {
    return statSync(join(root, path)).mtimeMs;
  } catch {
    return undefined;
  }
};

/** The newest modification time under `dir` (0 if it does not exist). */
function newestUnder(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestUnder(path));
    else if (!isTest(entry.name)) newest = Math.max(newest, mtime(path) ?? 0);
  }
  return newest;
}

/** Why a build is needed, or undefined when dist/ is up to date. */
function staleReason() {
  const builtAt = outputs.map(mtime);
  const missing = outputs.filter((_, i) => builtAt[i] === undefined);
  if (missing.length) return `missing ${missing.join(', ')}`;
  const oldest = Math.min(...builtAt);
  const newestSource = Math.max(
    ...sourceDirs.map(newestUnder),
    ...sourceFiles.map((f) => mtime(f) ?? 0),
  );
  return newestSource > oldest ? 'sources changed since the last build' : undefined;
}

const reason = staleReason();
if (reason) {
  console.log(`[ensure-build] building (${reason})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[ensure-build] build failed');
    process.exit(result.status ?? 1);
  }
}
