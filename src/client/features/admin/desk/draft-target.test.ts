import { describe, expect, it } from 'vitest';
import { draftLink, draftName, draftSection } from './draft-target';

const ID = '01900000-0000-7000-8000-0000000000c1';

describe('a draft on the desk', () => {
  it('opens the screen that offers it back: the new form, the edit form, the generator', () => {
    expect(draftLink({ form: 'poem', recordId: 'new' })).toEqual({ to: '/dashboard/poems/new' });
    expect(draftLink({ form: 'difficult-word', recordId: ID })).toEqual({
      to: '/dashboard/difficult-words/$id/edit',
      params: { id: ID },
    });
    expect(draftLink({ form: 'theme', recordId: ID })).toEqual({
      to: '/dashboard/themes/$id/edit',
      params: { id: ID },
    });
    expect(draftLink({ form: 'vtt-generator', recordId: ID })).toEqual({
      to: '/dashboard/poems/vtt-generator',
      search: { audio: ID },
    });
    expect(draftLink({ form: 'user', recordId: 'new' })).toEqual({ to: '/dashboard/users/new' });
    expect(draftSection({ form: 'vtt-generator' })).toBe('vttGenerator');
  });

  it('offers no link for a form this app does not have (nor for inherited names)', () => {
    expect(draftLink({ form: 'book', recordId: 'new' })).toBeUndefined();
    expect(draftLink({ form: 'constructor', recordId: 'new' })).toBeUndefined();
    expect(draftSection({ form: 'toString' })).toBeUndefined();
    // The new-user form has no edit screen of its own (a user's role is another screen).
    expect(draftLink({ form: 'user', recordId: ID })).toBeUndefined();
  });

  it('is named by what was typed, else by the record as loaded', () => {
    expect(draftName({ values: { title: ' Ndëmm ' }, base: { title: 'Old' } })).toBe('Ndëmm');
    expect(draftName({ values: { title: '' }, base: { title: 'Tegg caam' } })).toBe('Tegg caam');
    expect(draftName({ values: { 'name.fr': 'Amour' }, base: {} })).toBe('Amour');
    expect(draftName({ values: { timing: [] }, base: { vtt: 'WEBVTT' } })).toBe('');
  });
});
