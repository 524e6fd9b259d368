/** Reads a JWT's expiry without verifying it (the server verifies; the client only schedules). Pure. */

/** The token's `exp` in milliseconds since the epoch, or undefined when unreadable. */
export function tokenExpiresAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (json as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC section 5: a token is valid only if its expiry is later than now. */
export function isTokenValid(token: string | null | undefined, now = Date.now()): token is string {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== undefined && expiresAt > now;
}
