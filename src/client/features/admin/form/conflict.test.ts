import { describe, expect, it } from 'vitest';
import { conflictFields, defaultChoices, mergeValues } from './conflict';

const names = ['word', 'definition', 'explanation'];
const base = { word: 'xam', definition: 'savoir', explanation: '' };
const theirs = { word: 'xam', definition: 'connaître', explanation: 'verbe' };

describe('the conflict of a stale save', () => {
  it('lists only the fields they changed, and says which of them I changed too', () => {
    const mine = { word: 'xàm', definition: 'savoir (verbe)', explanation: '' };
    const fields = conflictFields(names, base, theirs, mine);
    expect(fields.map((f) => [f.name, f.changedByMe])).toEqual([
      ['definition', true],
      ['explanation', false],
    ]);
    expect(defaultChoices(fields)).toEqual({ definition: 'mine', explanation: 'theirs' });
  });

  it('merges field by field and keeps the fields only I changed', () => {
    const mine = { word: 'xàm', definition: 'savoir (verbe)', explanation: '' };
    expect(mergeValues(mine, theirs, { definition: 'theirs', explanation: 'mine' })).toEqual({
      word: 'xàm',
      definition: 'connaître',
      explanation: '',
    });
  });

  it('sees the same change on both sides as no change of mine', () => {
    const mine = { ...theirs };
    expect(conflictFields(names, base, theirs, mine).every((f) => !f.changedByMe)).toBe(true);
  });

  it('compares lists by their items', () => {
    const fields = conflictFields(['tagIds'], { tagIds: ['a'] }, { tagIds: ['a'] }, { tagIds: [] });
    expect(fields).toEqual([]);
  });
});
