import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isRole, PASSWORD_MIN_LENGTH } from './accounts';
import { isId } from './ids';
import { IdSchema } from './schemas/common';
import { RegisterSchema } from './schemas/auth';

const register = (email: string, password = 'long enough password') =>
  RegisterSchema.safeParse({ email, password, firstName: 'A', lastName: 'B' }).success;

describe('the account rules the client checks without zod', () => {
  it('are the ones the API schemas apply', () => {
    for (const email of ['a@b.co', 'x.y+z@q-r.org', 'a@b.c', 'a b@c.de', 'a@b', '@b.co'])
      expect(EMAIL_PATTERN.test(email), email).toBe(register(email));
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(register('a@b.co', short)).toBe(false);
    expect(register('a@b.co', `${short}x`)).toBe(true);
  });

  it('tell roles and ids as the schemas do', () => {
    expect([isRole('ADMIN'), isRole('USER'), isRole('admin'), isRole(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    for (const id of [
      '0190a5e2-7c3b-7def-8abc-0123456789ab',
      '00000000-0000-0000-0000-000000000000',
      '0190a5e2-7c3b-0def-8abc-0123456789ab',
      '0190a5e2-7c3b-7def-8abc-0123456789',
      'not-an-id',
    ])
      expect(isId(id), id).toBe(IdSchema.safeParse(id).success);
  });
});
