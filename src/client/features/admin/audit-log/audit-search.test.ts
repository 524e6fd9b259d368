import { describe, expect, it } from 'vitest';
import { validateAuditSearch } from './audit-search';
import { historyLink, recordLink } from './record-link';

const ID = '01900000-0000-7000-8000-000000000000';

describe("the audit screen's URL", () => {
  it('keeps a known entity, an administrator id and the page', () => {
    expect(validateAuditSearch({ entity: 'users', actor: ID, page: 2, size: 50 })).toEqual({
      entity: 'users',
      actor: ID,
      page: 2,
      size: 50,
    });
  });

  it('drops what does not fit instead of failing', () => {
    expect(validateAuditSearch({ entity: 'bananas', actor: 'admin', page: 0, size: 7 })).toEqual({
      entity: undefined,
      actor: undefined,
      page: undefined,
      size: undefined,
    });
  });
});

describe('recordLink', () => {
  it("links each line to its record's screen (themes and tags have only an edit screen)", () => {
    const id = { id: ID };
    expect(recordLink('singers', ID)).toEqual({ to: '/dashboard/singers/$id', params: id });
    expect(recordLink('users', ID)).toEqual({ to: '/dashboard/users/$id', params: id });
    expect(recordLink('tags', ID)).toEqual({ to: '/dashboard/tags/$id/edit', params: id });
    expect(recordLink('auth', ID)).toBeUndefined();
    expect(recordLink('users', null)).toBeUndefined();
    expect(recordLink('constructor', ID)).toBeUndefined();
  });
});

describe('historyLink', () => {
  it('links only the records that keep revisions to their History', () => {
    expect(historyLink('poems', ID)).toEqual({
      to: '/dashboard/poems/$id/history',
      params: { id: ID },
    });
    expect(historyLink('difficult-words', ID)?.to).toBe('/dashboard/difficult-words/$id/history');
    expect(historyLink('singers', ID)).toBeUndefined();
    expect(historyLink('poems', null)).toBeUndefined();
  });
});
