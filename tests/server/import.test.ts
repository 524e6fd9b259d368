/**
 * The dashboard's import (routes/api/import, @domain/transfer): a preview that writes nothing,
 * then the import, which writes nothing if a row is invalid and otherwise saves each new or
 * changed row as its own route would (version check, revision, audit line), saying which rows a
 * write refused. An export read back changes nothing, as JSON and as CSV. On the seeded demo
 * anthology, PGlite (PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poem } from '@domain/schemas/poem';
import { IMPORT_MAX_BYTES } from '@domain/transfer/import-api';
import { columnsOf, csvToRecords, recordsToCsv } from '@domain/transfer/record-table';
import { TRANSFER_SPECS } from '@domain/transfer/transfer-resources';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT';
const asAdmin = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.asAdmin, ...(payload ? { payload } : {}) });

/** Every record of a list, page after page, as the dashboard's export reads them. */
async function exportAll<T>(path: string): Promise<T[]> {
  const records: T[] = [];
  for (let page = 0; ; page++) {
    const res = await asAdmin('GET', `/api/${path}?size=100&page=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { content: T[]; totalPages: number };
    records.push(...body.content);
    if (page + 1 >= body.totalPages) return records;
  }
}

const auditCount = async () =>
  ((await asAdmin('GET', '/api/audit-log?size=1')).json() as { totalElements: number })
    .totalElements;
const revisionCount = async (id: string) =>
  ((await asAdmin('GET', `/api/poems/${id}/revisions?size=1`)).json() as { totalElements: number })
    .totalElements;

describe('an export read back', () => {
  it.each(['poems', 'poets', 'difficult-words', 'tags', 'themes', 'singers', 'audios'] as const)(
    'changes nothing for %s, as JSON and as CSV',
    async (resource) => {
      const records = await exportAll<{ id: string; version: number }>(resource);
      expect(records.length).toBeGreaterThan(0);
      const columns = columnsOf(TRANSFER_SPECS[resource].record);
      const fromCsv = csvToRecords(recordsToCsv(records, columns), columns);
      const audits = await auditCount();

      for (const rows of [JSON.parse(JSON.stringify(records)) as unknown[], fromCsv]) {
        const preview = await asAdmin('POST', `/api/import/${resource}/preview`, { rows });
        expect(preview.statusCode, preview.body).toBe(200);
        const statuses = (preview.json() as { rows: { status: string }[] }).rows.map(
          (r) => r.status,
        );
        expect(new Set(statuses)).toEqual(new Set(['unchanged']));

        const res = await asAdmin('POST', `/api/import/${resource}`, { rows });
        expect(res.statusCode, res.body).toBe(200);
        const result = res.json() as { written: boolean; rows: { result: string }[] };
        expect(result.written).toBe(true);
        expect(result.rows.every((r) => r.result === 'untouched')).toBe(true);
      }
      const after = await exportAll<{ id: string; version: number }>(resource);
      expect(after.map((r) => [r.id, r.version])).toEqual(records.map((r) => [r.id, r.version]));
      expect(await auditCount()).toBe(audits);
    },
  );
});

describe('an import that changes records', () => {
  it('previews each change before and after, writes nothing then, and saves like a save', async () => {
    const [first, second] = await exportAll<Poem>('poems');
    const newTitle = `${first!.title} (revu)`;
    const rows = [
      { ...first!, title: newTitle, year: 1901 },
      second!,
      { title: 'Bees bu bees', content: 'Benn\nÑaar', poetId: first!.poetId, publishedAt: null },
    ];
    const audits = await auditCount();
    const revisions = await revisionCount(first!.id);

    const preview = await asAdmin('POST', '/api/import/poems/preview', { rows });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows).toEqual([
      {
        row: 1,
        status: 'changed',
        id: first!.id,
        name: newTitle,
        changes: [
          { field: 'title', before: first!.title, after: newTitle },
          { field: 'year', before: first!.year, after: 1901 },
        ],
      },
      { row: 2, status: 'unchanged', id: second!.id, name: second!.title },
      { row: 3, status: 'new', name: 'Bees bu bees' },
    ]);
    // The preview wrote nothing.
    expect(((await asAdmin('GET', `/api/poems/${first!.id}`)).json() as Poem).title).toBe(
      first!.title,
    );
    expect(await auditCount()).toBe(audits);

    const res = await asAdmin('POST', '/api/import/poems', { rows });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as { written: boolean; rows: { result: string; id: string }[] };
    expect(result.written).toBe(true);
    expect(result.rows.map((r) => r.result)).toEqual(['written', 'untouched', 'written']);

    const saved = (await asAdmin('GET', `/api/poems/${first!.id}`)).json() as Poem;
    expect(saved).toMatchObject({ title: newTitle, year: 1901, version: first!.version + 1 });
    expect(await revisionCount(first!.id)).toBe(revisions + 1);
    const created = (await asAdmin('GET', `/api/poems/${result.rows[2]!.id}`)).json() as Poem;
    expect(created).toMatchObject({ title: 'Bees bu bees', publishedAt: null });
    // One audit line per written record, as each save would have left.
    const log = (await asAdmin('GET', '/api/audit-log?size=2')).json() as {
      content: { action: string; entityId: string }[];
    };
    expect(await auditCount()).toBe(audits + 2);
    expect(log.content.map((l) => [l.action, l.entityId]).sort()).toEqual(
      [
        ['POST /api/poems', created.id],
        ['PUT /api/poems/:id', first!.id],
      ].sort(),
    );
  });

  it('writes nothing when a row is invalid or stale, and says why per field', async () => {
    const [first, second] = await exportAll<Poem>('poems');
    // Saved by someone else since the file was made.
    const moved = await asAdmin('PUT', `/api/poems/${second!.id}`, {
      summary: { fr: 'Résumé' },
      version: second!.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = [
      { ...first!, title: 'Changé' },
      { ...second!, title: 'Changé aussi' },
      { title: '', content: 'x', poetId: 'nope' },
    ];
    const res = await asAdmin('POST', '/api/import/poems', { rows });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as {
      written: boolean;
      rows: { status: string; result: string }[];
    };
    expect(result.written).toBe(false);
    expect(result.rows.map((r) => [r.status, r.result])).toEqual([
      ['changed', 'untouched'],
      ['invalid', 'untouched'],
      ['invalid', 'untouched'],
    ]);
    const preview = (await asAdmin('POST', '/api/import/poems/preview', { rows })).json() as {
      rows: { fields?: Record<string, { code: string }> }[];
    };
    expect(preview.rows[1]!.fields).toMatchObject({ version: { code: 'stale_version' } });
    expect(preview.rows[2]!.fields).toMatchObject({
      title: { code: 'required' },
      poetId: { code: 'invalid_id' },
    });
    expect(((await asAdmin('GET', `/api/poems/${first!.id}`)).json() as Poem).title).toBe(
      first!.title,
    );
  });

  it('names the rows a write refused, and keeps the others written', async () => {
    const gone = '0190a0a0-0000-7000-8000-0000000000ff';
    const rows = [
      { word: 'jàmm', definition: 'paix' },
      { word: 'xel', definition: 'esprit', poemId: gone },
    ];
    const res = await asAdmin('POST', '/api/import/difficult-words', { rows });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as {
      written: boolean;
      rows: { result: string; error?: { fields?: Record<string, { code: string }> } }[];
    };
    expect(result.written).toBe(true);
    expect(result.rows.map((r) => r.result)).toEqual(['written', 'failed']);
    expect(result.rows[1]!.error?.fields).toMatchObject({ poemId: { code: 'unknown_reference' } });
  });
});

describe('the import routes', () => {
  it('are for administrators only', async () => {
    const rows = [{ name: 'x' }];
    for (const url of ['/api/import/tags/preview', '/api/import/tags']) {
      expect((await ctx.app.inject({ method: 'POST', url, payload: { rows } })).statusCode).toBe(
        401,
      );
      const reader = await ctx.app.inject({
        method: 'POST',
        url,
        headers: ctx.asReader,
        payload: { rows },
      });
      expect(reader.statusCode).toBe(403);
    }
  });

  it('refuse an unknown resource and an empty file on their fields, a body too large with 413', async () => {
    const unknown = await asAdmin('POST', '/api/import/users/preview', { rows: [{}] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('resource');
    const empty = await asAdmin('POST', '/api/import/tags/preview', { rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('rows');

    const big = await asAdmin('POST', '/api/import/poems/preview', {
      rows: [{ content: 'x'.repeat(IMPORT_MAX_BYTES) }],
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'body_too_large' });
  });
});
