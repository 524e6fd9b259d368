import { describe, expect, it } from 'vitest';
import type { Poem } from '../schemas/poem';
import { planRow } from './import-plan';
import { columnsOf, csvToRecords, recordsToCsv } from './record-table';
import { TRANSFER_SPECS } from './transfer-resources';

const poems = TRANSFER_SPECS.poems;
const POET = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const TAG = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';

const stored: Poem = {
  id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a50',
  slug: 'ndeysaan',
  title: 'Ndeysaan, "kilifa"',
  content: '=Jàmm ngir yépp\n-ak xol bu sedd\n\nÑaareelu, tànk',
  wolofal: null,
  translations: { fr: 'Hélas', en: '' },
  summary: null,
  historicalContext: '',
  sourceUrl: null,
  poetId: POET,
  themeId: null,
  tagIds: [TAG],
  year: 1950,
  coverUrl: null,
  views: 12,
  likes: 3,
  hasAudio: false,
  publishedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  rev: 40,
  version: 3,
};

describe('an export read back', () => {
  it('is unchanged, as JSON and as CSV (quotes, newlines, formulas and dates included)', () => {
    const asJson = JSON.parse(JSON.stringify(stored)) as unknown;
    expect(planRow(poems, 1, asJson, stored, new Set()).outcome.status).toBe('unchanged');

    const columns = columnsOf(poems.record);
    const [fromCsv] = csvToRecords(recordsToCsv([stored], columns), columns);
    expect(fromCsv).toMatchObject({ title: stored.title, content: stored.content, year: 1950 });
    expect(planRow(poems, 1, fromCsv, stored, new Set()).outcome.status).toBe('unchanged');
  });

  it('stays unchanged when the record was saved since but the row still says the same', () => {
    const row = { ...stored, version: 2 };
    expect(planRow(poems, 1, row, stored, new Set()).outcome.status).toBe('unchanged');
  });
});

describe('a row that differs', () => {
  it('lists each changed field before and after, and writes them from the file`s version', () => {
    const plan = planRow(poems, 2, { ...stored, title: 'Ndeysaan', year: 1951 }, stored, new Set());
    expect(plan.outcome).toMatchObject({
      status: 'changed',
      changes: [
        { field: 'title', before: stored.title, after: 'Ndeysaan' },
        { field: 'year', before: 1950, after: 1951 },
      ],
    });
    expect(plan.write).toEqual({
      kind: 'update',
      id: stored.id,
      patch: { title: 'Ndeysaan', year: 1951, version: 3 },
    });
  });

  it('is refused when the record was saved since the file was made', () => {
    const plan = planRow(poems, 2, { ...stored, title: 'Other', version: 2 }, stored, new Set());
    expect(plan.outcome).toMatchObject({
      status: 'invalid',
      fields: { version: { code: 'stale_version' } },
    });
    expect(plan.write).toBeUndefined();
  });

  it('is refused with a reason per field when the schema refuses it', () => {
    const plan = planRow(
      poems,
      3,
      { ...stored, title: '  ', year: '19a5', tagIds: ['x'] },
      stored,
      new Set(),
    );
    expect(plan.outcome).toMatchObject({
      status: 'invalid',
      fields: {
        title: { code: 'required' },
        year: { code: 'not_a_number' },
        'tagIds.0': { code: 'invalid_id' },
      },
    });
  });
});

describe('a row without a record', () => {
  it('is new when it passes the create`s schema, invalid otherwise', () => {
    const plan = planRow(
      poems,
      4,
      { title: 'Bees', content: 'x', poetId: POET },
      undefined,
      new Set(),
    );
    expect(plan.outcome.status).toBe('new');
    expect(plan.write).toMatchObject({ kind: 'create', input: { title: 'Bees', poetId: POET } });
    expect(planRow(poems, 5, { title: 'Bees' }, undefined, new Set()).outcome).toMatchObject({
      status: 'invalid',
      fields: { content: { code: 'required' }, poetId: { code: 'required' } },
    });
  });

  it('is refused when its id names no record, or a record an earlier row named', () => {
    expect(planRow(poems, 6, { ...stored }, undefined, new Set()).outcome).toMatchObject({
      status: 'invalid',
      fields: { id: { code: 'unknown_reference' } },
    });
    const seen = new Set<string>();
    planRow(poems, 7, stored, stored, seen);
    expect(planRow(poems, 8, stored, stored, seen).outcome).toMatchObject({
      status: 'invalid',
      fields: { id: { code: 'invalid_value' } },
    });
  });

  it('is refused for recordings, which an upload creates', () => {
    const plan = planRow(
      TRANSFER_SPECS.audios,
      1,
      { title: 'x', poemId: POET },
      undefined,
      new Set(),
    );
    expect(plan.outcome).toMatchObject({ status: 'invalid', fields: { id: { code: 'required' } } });
  });
});
