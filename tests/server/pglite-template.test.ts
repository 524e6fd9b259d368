/**
 * A first start on an empty data folder unpacks the build's empty cluster instead of running
 * PGlite's initdb (src/server/db/pglite-template.ts): the folder it makes is a working
 * database that keeps what is written to it, and a folder that already holds anything is
 * never touched.
 */
import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createFromTemplate, writeTemplate } from '../../src/server/db/pglite-template';

let root: string;
let template: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'taalif-template-'));
  template = await writeTemplate(join(root, 'empty-cluster.tar.gz'));
}, 120_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a new PGlite folder from the template', { timeout: 120_000 }, () => {
  it('is a database that migrates, and keeps its rows when opened again', async () => {
    const dir = join(root, 'new', 'pglite');
    await mkdir(join(root, 'new'));
    expect(await createFromTemplate(dir, template)).toBe(true);
    expect(await readdir(dir)).toContain('PG_VERSION');
    // Nothing left beside it.
    expect(await readdir(join(root, 'new'))).toEqual(['pglite']);

    const first = await openDatabase({ pgliteDir: dir });
    await first.migrate();
    await first.db.execute("insert into app_meta (key, value) values ('template-test', 'kept')");
    await first.close();

    const again = await openDatabase({ pgliteDir: dir });
    const rows = await again.db.execute("select value from app_meta where key = 'template-test'");
    await again.close();
    expect((rows as unknown as { rows: { value: string }[] }).rows).toEqual([{ value: 'kept' }]);
  });

  it('fills an empty folder, and leaves one that holds anything to PGlite', async () => {
    const empty = join(root, 'empty');
    await mkdir(empty);
    expect(await createFromTemplate(empty, template)).toBe(true);
    expect(await readdir(empty)).toContain('PG_VERSION');

    const used = join(root, 'used');
    await mkdir(used);
    await writeFile(join(used, 'notes.txt'), 'not a cluster');
    expect(await createFromTemplate(used, template)).toBe(false);
    expect(await readdir(used)).toEqual(['notes.txt']);
  });

  it('does nothing without a template (PGlite then runs initdb)', async () => {
    const dir = join(root, 'no-template');
    expect(await createFromTemplate(dir, join(root, 'missing.tar.gz'))).toBe(false);
    expect(await readdir(root)).not.toContain('no-template');
  });
});
