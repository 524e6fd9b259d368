import { describe, expect, it } from 'vitest';
import {
  conflictFields,
  defaultChoices,
  mergeValues,
  mergesSilently,
  type FieldChoice,
} from './conflict';

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

describe('a long text both of us changed', () => {
  const poem = ['a', 'b', '', 'c', 'd'].join('\n');
  const names = ['title', 'content'];
  const base = { title: 'T', content: poem };

  it('merges different stanzas verse by verse without asking, theirs alone taken too', () => {
    const theirs = { title: 'T2', content: poem.replace('d', 'd2') };
    const mine = { title: 'T', content: poem.replace('a', 'a1') };
    const fields = conflictFields(names, base, theirs, mine);
    expect(mergesSilently(fields)).toBe(true);
    expect(fields.find((f) => f.name === 'content')?.merge?.conflicts).toBe(0);
    expect(mergeValues(mine, theirs, defaultChoices(fields), fields)).toEqual({
      title: 'T2',
      content: ['a1', 'b', '', 'c', 'd2'].join('\n'),
    });
  });

  it('asks for the verse both changed: mine, theirs or both', () => {
    const theirs = { title: 'T', content: poem.replace('b', 'b-theirs') };
    const mine = { title: 'T', content: poem.replace('b', 'b-mine').replace('c', 'c1') };
    const fields = conflictFields(names, base, theirs, mine);
    expect(mergesSilently(fields)).toBe(false);
    expect(defaultChoices(fields)).toEqual({ content: { verses: ['mine'] } });
    const merged = (verses: FieldChoice) =>
      mergeValues(mine, theirs, { content: verses }, fields).content;
    expect(merged({ verses: ['theirs'] })).toBe(['a', 'b-theirs', '', 'c1', 'd'].join('\n'));
    expect(merged({ verses: ['both'] })).toBe(
      ['a', 'b-mine', 'b-theirs', '', 'c1', 'd'].join('\n'),
    );
    expect(merged('theirs')).toBe(theirs.content);
  });

  it('keeps a one-line field a choice of the whole value', () => {
    const fields = conflictFields(
      ['definition'],
      { definition: 'x' },
      { definition: 'y' },
      { definition: 'z' },
    );
    expect(fields[0]?.merge).toBeUndefined();
    expect(mergesSilently(fields)).toBe(false);
  });
});
