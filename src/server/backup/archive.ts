/**
 * Packs a staging folder (snapshot.ts) into the archive, and unpacks and verifies one
 * (format.ts). Verification happens before anything is restored: every entry the manifest
 * lists must be there with its SHA-256, nothing else may be, and the manifest must match the
 * checksum written after every other entry (an archive cut short lacks it).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { reasonOf } from '../startup-error';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BackupError,
  MANIFEST,
  MANIFEST_SUM,
  ManifestSchema,
  type Manifest,
} from './format';
import type { SnapshotSummary } from './snapshot';

async function filesUnder(root: string, folder = root): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, path)));
    else found.push(relative(root, path).split(sep).join('/'));
  }
  return found.sort();
}

async function sha256Of(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(createReadStream(path), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      hash.update(chunk);
      bytes += chunk.length;
    }
  });
  return { sha256: hash.digest('hex'), bytes };
}

const sha256Text = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Writes the archive `file` from `stage`: manifest first, the tables and audio, the
 * manifest's checksum last. Written beside as `<file>.partial` and renamed when complete,
 * so `file` is never half an archive.
 */
export async function packArchive(
  stage: string,
  summary: SnapshotSummary,
  file: string,
): Promise<Manifest> {
  const paths = await filesUnder(stage);
  const entries: Manifest['entries'] = {};
  for (const path of paths) entries[path] = await sha256Of(join(stage, path));
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    ...summary,
    entries,
  };
  const text = JSON.stringify(manifest, null, 1);
  await writeFile(join(stage, MANIFEST), text);
  await writeFile(join(stage, MANIFEST_SUM), `${sha256Text(text)}\n`);
  const partial = `${file}.partial`;
  try {
    // gzip level 1: the tables shrink several times at little CPU; audio is compressed already.
    await tar.c({ file: partial, cwd: stage, gzip: { level: 1 }, portable: true }, [
      MANIFEST,
      ...paths,
      MANIFEST_SUM,
    ]);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

const damaged = (file: string, why: string) =>
  new BackupError(`The archive ${file} is damaged or incomplete (${why}): nothing was restored`);

/**
 * Unpacks `file` into `dir` (an empty folder) and verifies it; answers its manifest, or
 * throws a BackupError saying what is wrong.
 */
export async function unpackArchive(file: string, dir: string): Promise<Manifest> {
  try {
    await tar.x({ file, cwd: dir, strict: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !(await readFile(file).catch(() => null))) {
      throw new BackupError(`No archive at ${file}: give the path of a backup file`);
    }
    throw damaged(file, reasonOf(error));
  }
  const sum = (await readFile(join(dir, MANIFEST_SUM), 'utf8').catch(() => null))?.trim();
  if (!sum) throw damaged(file, `it ends before ${MANIFEST_SUM}, the last entry`);
  const text = await readFile(join(dir, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw damaged(file, `it has no ${MANIFEST}`);
  if (sha256Text(text) !== sum) throw damaged(file, `${MANIFEST} does not match its checksum`);
  let parsed;
  try {
    parsed = ManifestSchema.safeParse(JSON.parse(text));
  } catch (error) {
    throw damaged(file, `${MANIFEST} is not JSON: ${reasonOf(error)}`);
  }
  if (!parsed.success) {
    throw new BackupError(`${file} is not a Taalif backup (its ${MANIFEST} does not describe one)`);
  }
  const manifest = parsed.data;
  if (manifest.version > ARCHIVE_VERSION) {
    throw new BackupError(
      `${file} has format ${manifest.version}, newer than this release reads (${ARCHIVE_VERSION}): ` +
        'restore it with the release that made it, or a later one',
    );
  }
  const present = new Set(
    (await filesUnder(dir)).filter((p) => p !== MANIFEST && p !== MANIFEST_SUM),
  );
  for (const [path, expected] of Object.entries(manifest.entries)) {
    if (!present.delete(path)) throw damaged(file, `${path} is missing`);
    const actual = await sha256Of(join(dir, path));
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw damaged(file, `${path} does not match its checksum`);
    }
  }
  const extra = [...present][0];
  if (extra) throw damaged(file, `${extra} is not in its manifest`);
  return manifest;
}
