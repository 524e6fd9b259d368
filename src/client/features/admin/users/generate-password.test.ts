import { describe, expect, it } from 'vitest';
import { PasswordSchema } from '@domain/schemas/user';
import { generatePassword } from './generate-password';

describe('generatePassword', () => {
  it('gives 16 unambiguous characters the domain accepts, different each time', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    for (const password of passwords) {
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
      expect(PasswordSchema.safeParse(password).success).toBe(true);
    }
    expect(new Set(passwords).size).toBe(50);
  });

  it('skips the bytes that would favour the first symbols (no modulo bias)', () => {
    // 255 is above the last whole multiple of the alphabet's size: it must never be used.
    let call = 0;
    const password = generatePassword((bytes) => {
      bytes.fill(call++ === 0 ? 255 : 0);
    });
    expect(password).toBe('a'.repeat(16));
    expect(call).toBe(2);
  });
});
