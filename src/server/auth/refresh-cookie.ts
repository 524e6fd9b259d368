/**
 * The refresh credential rides in a cookie scripts cannot read, so a new tab of the same
 * browser (Ctrl+click, a typed address) can trade it for its own access token, while the
 * access token itself stays in the tab's sessionStorage (SPEC section 9).
 *
 * `taalif_refresh`: HttpOnly (no script reads it, an injected one included), SameSite=Strict,
 * Secure when the app is served over HTTPS, Path=/api/auth (only the auth routes see it), and
 * no Max-Age: like sessionStorage it ends when the browser closes, so a shared computer still
 * forgets the administrator; the server's own expiry (REFRESH_TOKEN_TTL_SEC) bounds it anyway.
 * Its value is the opaque refresh token; the database keeps only its SHA-256, rotates it on
 * every use and revokes its whole family when an old one comes back (sessions-repository).
 *
 * Why this is not a cross-site request forgery hole (the cookie is sent without a script):
 * - SameSite=Strict: the browser attaches the cookie only to requests made from our own site,
 *   never to a request another site starts (a form post, an image, a fetch, even a link).
 * - The only routes that read it (refresh, logout) are POSTs. Refresh answers a new access
 *   token in its JSON body: only same-origin script can read that body (CORS never allows
 *   credentials, security.ts), so a forged call could at most rotate the cookie, which the
 *   browser then stores for its owner: nothing is learnt and nothing else changes. Logout only
 *   signs out.
 * - Defence in depth for browsers that ignore SameSite: a request whose `Sec-Fetch-Site` says
 *   it came from another site or origin is refused before the cookie is looked at.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'taalif_refresh';
/** The auth routes' prefix: the cookie goes nowhere else. */
const REFRESH_COOKIE_PATH = '/api/auth';

/** True when the request reached us over HTTPS, or the app is published over HTTPS. */
const overHttps = (request: FastifyRequest) =>
  request.protocol === 'https' || request.server.config.publicUrl.startsWith('https:');

const cookieOptions = (request: FastifyRequest) => ({
  path: REFRESH_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: overHttps(request),
});

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(REFRESH_COOKIE, token, cookieOptions(request));
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
}

export const refreshCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE] || undefined;

/**
 * True for a request a browser says another site or origin started. Browsers send
 * `Sec-Fetch-Site` on every request; non-browser clients (scripts, tests) send none.
 */
export const isCrossSite = (request: FastifyRequest) => {
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin';
};
