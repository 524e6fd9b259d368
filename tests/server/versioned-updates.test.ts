/**
 * The update of every versioned resource (poets, poems, themes, tags, singers, audios,
 * difficult words) behaves as one (plugins/app/README.md, shared/update-with-version.ts), on
 * the real repositories and a real database: a stale version or a missing id comes back as a
 * refusal, never an HTTP error thrown from the repository (the route chooses the answer), and
 * leaves the row as it was; the current version applies the change and moves the version on;
 * an empty change spends no version.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusal } from '../../src/server/plugins/app/shared/refusal';
import {
  audios,
  difficultWords,
  poems,
  poets,
  singers,
  tags,
  themes,
} from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/singers',
    headers: t.asAdmin,
    payload: { name: 'Singer to edit' },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t?.close());

interface Versioned {
  id: string;
  version: number;
}
type Update = (id: string, patch: object) => Promise<unknown>;

/** Each resource: its table, its repository's update, and one change it accepts. */
const resources = (): [string, PgTable & { id: PgColumn; version: PgColumn }, Update, object][] => [
  ['poets', poets, (id, p) => t.app.poetsRepository.update(id, p), { name: 'Renamed poet' }],
  ['poems', poems, (id, p) => t.app.poemsRepository.update(id, p), { title: 'Renamed poem' }],
  ['themes', themes, (id, p) => t.app.themesRepository.update(id, p), { name: { fr: 'Thème' } }],
  ['tags', tags, (id, p) => t.app.tagsRepository.update(id, p), { name: 'renamed-tag' }],
  ['singers', singers, (id, p) => t.app.singersRepository.update(id, p), { name: 'Renamed' }],
  ['audios', audios, (id, p) => t.app.audiosRepository.update(id, p), { title: 'Renamed' }],
  [
    'difficult words',
    difficultWords,
    (id, p) => t.app.difficultWordsRepository.update(id, p),
    { definition: 'A new definition' },
  ],
];

async function firstRow(table: PgTable & { id: PgColumn; version: PgColumn }) {
  const [row] = await t.database.db
    .select({ id: table.id, version: table.version })
    .from(table)
    .limit(1);
  expect(row, 'a row to edit').toBeDefined();
  return row as Versioned;
}

async function versionOf(table: PgTable & { id: PgColumn; version: PgColumn }, id: string) {
  const [row] = await t.database.db
    .select({ version: table.version })
    .from(table)
    .where(eq(table.id, id));
  return (row as { version: number } | undefined)?.version;
}

describe('every versioned update', () => {
  it.each(resources().map(([name]) => name))('%s: a stale version is refused', async (name) => {
    const [, table, update, change] = resources().find(([n]) => n === name)!;
    const row = await firstRow(table);
    const result = await update(row.id, { ...change, version: row.version + 7 });
    expect(isRefusal(result) && result.reason).toBe('stale');
    expect(await versionOf(table, row.id)).toBe(row.version);
  });

  it.each(resources().map(([name]) => name))('%s: a missing id is refused', async (name) => {
    const [, , update, change] = resources().find(([n]) => n === name)!;
    const result = await update(uuidv7(), { ...change, version: 1 });
    expect(isRefusal(result) && result.reason).toBe('not-found');
  });

  it.each(resources().map(([name]) => name))(
    '%s: the current version applies the change; an empty one spends nothing',
    async (name) => {
      const [, table, update, change] = resources().find(([n]) => n === name)!;
      const row = await firstRow(table);
      const updated = await update(row.id, { ...change, version: row.version });
      expect(isRefusal(updated), JSON.stringify(updated)).toBe(false);
      expect(updated).toMatchObject({ ...change, id: row.id, version: row.version + 1 });
      const unchanged = await update(row.id, { version: row.version + 1 });
      expect(unchanged).toMatchObject({ id: row.id, version: row.version + 1 });
      expect(await versionOf(table, row.id)).toBe(row.version + 1);
    },
  );
});
