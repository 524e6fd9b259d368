/**
 * The search params of the sign-in pages: `returnTo` (a path on this site) and `reason`
 * ('expired' after a session ran out, 'social' after a refused or failed social sign-in). Hand-written rather than zod: route options sit
 * in the entry script, and zod would weigh on every first visit.
 */
import { safeReturnTo } from './return-to';

export interface AuthSearch {
  returnTo?: string;
  reason?: 'expired' | 'social';
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return {
    returnTo: safeReturnTo(search.returnTo),
    reason: search.reason === 'expired' || search.reason === 'social' ? search.reason : undefined,
  };
}

/** Where a signed-in user goes (SPEC section 2): returnTo, else the dashboard root. */
export function afterSignIn(search: AuthSearch, role?: string): string {
  if (search.returnTo) return search.returnTo;
  return role === undefined || role === 'ADMIN' ? '/dashboard' : '/';
}
