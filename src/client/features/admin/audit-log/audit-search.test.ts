import { describe, expect, it } from 'vitest';
import { validateAuditSearch } from './audit-search';
import { recordPath } from './record-path';

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

describe('recordPath', () => {
  it("links each line to its record's screen (themes and tags have only an edit screen)", () => {
    expect(recordPath('singers', ID)).toBe(`/dashboard/singers/${ID}`);
    expect(recordPath('users', ID)).toBe(`/dashboard/users/${ID}`);
    expect(recordPath('tags', ID)).toBe(`/dashboard/tags/${ID}/edit`);
    expect(recordPath('auth', ID)).toBeUndefined();
    expect(recordPath('users', null)).toBeUndefined();
    expect(recordPath('constructor', ID)).toBeUndefined();
  });
});
