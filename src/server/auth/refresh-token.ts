/**
 * Refresh tokens are opaque: 32 random bytes, base64url. Only their SHA-256 is stored,
 * so a copy of the database does not hold usable tokens. Rotation and reuse detection
 * live in the sessions repository.
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new random refresh token (43 base64url characters). */
export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** The hex SHA-256 of a refresh token, as stored in `refresh_tokens.token_hash`. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
