import { describe, expect, it } from 'vitest';
import { changedFieldValues, compareRecords, recordName } from './compare-records';

describe('compareRecords', () => {
  it('lists only the fields that differ: long texts verse by verse, others before and after', () => {
    const before = { id: 'x', title: 'Woy', content: 'A\nB', year: 1930, tagIds: ['t1'] };
    const after = { id: 'x', title: 'Woy wi', content: 'A\nC', year: 1930, tagIds: ['t1', 't2'] };
    const fields = compareRecords(before, after);
    expect(fields.map((f) => f.field)).toEqual(['title', 'content', 'tagIds']);
    expect(fields[0]).toEqual({ field: 'title', kind: 'value', before: 'Woy', after: 'Woy wi' });
    expect(fields[1]).toMatchObject({ kind: 'text', comparison: { changed: 1 } });
    expect(fields[2]).toEqual({
      field: 'tagIds',
      kind: 'value',
      before: ['t1'],
      after: ['t1', 't2'],
    });
  });

  it('compares a localized text language by language', () => {
    const fields = compareRecords(
      { translations: { fr: 'Un\nDeux', en: 'One' } },
      { translations: { fr: 'Un\nTrois', en: 'One', ar: 'واحد' } },
    );
    expect(fields.map((f) => f.field)).toEqual(['translations.fr', 'translations.ar']);
    expect(fields[1]).toMatchObject({ kind: 'text', comparison: { added: 1 } });
  });

  it('a creation: every field set is new; null and absent are the same', () => {
    const fields = compareRecords(undefined, { title: 'A', wolofal: null });
    expect(fields).toEqual([{ field: 'title', kind: 'value', before: null, after: 'A' }]);
  });

  it('names a record by its title, name or word', () => {
    expect(recordName({ title: 'Woy', name: 'x' })).toBe('Woy');
    expect(recordName({ word: 'ñaari' })).toBe('ñaari');
    expect(recordName({ name: { fr: 'Religion' } })).toBe('Religion');
    expect(recordName({})).toBeNull();
  });
});

describe('changedFieldValues', () => {
  it('gives a long text only its changed verses, and clips long values', () => {
    const changes = changedFieldValues(
      { content: 'A\nB\nC', title: 'x'.repeat(20) },
      { content: 'A\nB2\nC\nD', title: 'y'.repeat(20) },
      10,
    );
    expect(changes).toEqual([
      { field: 'content', before: 'B', after: 'B2\nD' },
      { field: 'title', before: `${'x'.repeat(10)}…`, after: `${'y'.repeat(10)}…` },
    ]);
  });
});
