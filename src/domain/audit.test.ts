import { describe, expect, it } from 'vitest';
import { auditOperation } from './audit';

describe('auditOperation', () => {
  it.each([
    ['POST /api/singers', 'create'],
    ['PUT /api/singers/:id', 'update'],
    ['DELETE /api/users/:id', 'delete'],
    ['PUT /api/users/:id/role', 'role'],
    ['PUT /api/users/:id/reset-password', 'password'],
    ['POST /api/audios/:id/file', 'other'],
    ['POST /api/auth/logout', 'other'],
  ] as const)('%s is %s', (action, operation) => {
    expect(auditOperation(action)).toBe(operation);
  });
});
