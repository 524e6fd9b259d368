/**
 * A new PGlite data folder unpacked from a template instead of made by initdb.
 *
 * Why: PGlite's initdb (0.5.x) runs a second PostgreSQL instance, keeps a copy of that
 * instance's whole WebAssembly memory and writes it back before each of its steps, so a first
 * start peaked at about 830 MB resident, where unpacking the same empty cluster from a tarball
 * peaks at about 280 MB, what opening an existing folder costs. A small server must survive
 * its first start, so `npm run build:server` makes the template once
 * (scripts/build-pglite-template.ts, on the build machine) and a start on an empty folder
 * unpacks it (about 4.5 MB, gzip). Without a template (a plain checkout, the tests' in-memory databases) the
 * folder is made by initdb as before.
 *
 * The template is named after the installed PGlite's version, so a PGlite upgrade never
 * unpacks a cluster made by another version: it falls back to initdb until the next build.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { extract } from 'tar';
import { projectPath } from '../lib/project-path';

function pgliteVersion(): string {
  const manifest = projectPath('node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the build writes the template of the installed PGlite. */
export const templatePath = () =>
  projectPath('dist', 'pglite', `empty-cluster-${pgliteVersion()}.tar.gz`);

/**
 * Unpacks the build's template into `dir` when `dir` is missing or empty and the build made
 * one; otherwise leaves it to PGlite (it opens the folder, or runs initdb).
 * The tarball is streamed to disk before PGlite starts, so the server then opens an existing
 * folder, as on any later start (PGlite's own `loadDataDir` would unpack it in memory: about
 * 100 MB more at the peak). Unpacked beside, then renamed: an interrupted first start leaves
 * no half cluster.
 */
export async function createFromTemplate(dir: string, template = templatePath()): Promise<boolean> {
  // A folder with anything in it (a cluster, or what else) is PGlite's to open or refuse.
  if (existsSync(dir) && (await readdir(dir)).length > 0) return false;
  if (!existsSync(template)) return false;
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    // Its entries are absolute (/base/…): tar makes them relative to `cwd`.
    await extract({ file: template, cwd: partial });
    // Over a missing or empty folder (rename replaces an empty one).
    await rename(partial, dir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return true;
}

/** Makes the template with initdb (the build's memory, not the server's). Answers its path. */
export async function writeTemplate(path = templatePath()): Promise<string> {
  const pg = await PGlite.create('memory://');
  try {
    const tarball = await pg.dumpDataDir('gzip');
    await mkdir(dirname(path), { recursive: true });
    // Written beside, then renamed: a server starting meanwhile never reads half a file.
    const partial = `${path}.partial-${process.pid}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await pg.close();
  }
  return path;
}
