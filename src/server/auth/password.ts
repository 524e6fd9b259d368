/**
 * Password hashing: argon2id (@node-rs/argon2) with the OWASP minimum parameters, which
 * are also the package's defaults, so hashes made elsewhere with default options (the
 * first administrator, test fixtures) verify here too: `verify` reads the parameters
 * from the PHC string. It does not decide who may sign in; the login route does.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// The algorithm is left to the default (argon2id): `Algorithm` is an ambient const enum,
// which isolatedModules cannot read.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id PHC string of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. Without a hash (unknown user, or an
 * account that only signs in through a provider) it still spends the time of one
 * verification against a throw-away hash, so timing does not tell whether a user exists.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
