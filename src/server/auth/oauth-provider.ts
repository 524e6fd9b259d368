/**
 * The OAuth2 client for social sign-in (authorization-code flow with PKCE S256), built on
 * arctic's generic OAuth2Client so every endpoint comes from configuration: Google,
 * Facebook, or a local OAuth2 server in tests. It builds the authorization URL, trades a
 * code for an access token and reads the user's profile. It does not keep state or
 * create users: the auth routes and the sessions/users repositories do.
 */
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { OAuthProviderConfig } from '../config';

/** What we keep from a provider's userinfo answer. */
export interface OAuthProfile {
  subject: string;
  email?: string;
  /** False only when the provider says the address is not verified. */
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

const text = z.string().trim().min(1).max(2000);

// Google answers OpenID Connect claims (sub, email_verified, picture as a URL); Facebook
// answers Graph fields (id, picture as {data: {url}}).
const UserinfoSchema = z.object({
  sub: z.union([text, z.number()]).optional(),
  id: z.union([text, z.number()]).optional(),
  email: z.email().max(320).optional().catch(undefined),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: text.optional().catch(undefined),
  picture: z
    .union([text, z.object({ data: z.object({ url: text }) })])
    .optional()
    .catch(undefined),
});

/** Parses a userinfo body; undefined when it names no subject. */
export function parseUserinfo(body: unknown): OAuthProfile | undefined {
  const parsed = UserinfoSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const info = parsed.data;
  const subject = info.sub ?? info.id;
  if (subject === undefined || subject === '') return undefined;
  const picture = typeof info.picture === 'object' ? info.picture.data.url : info.picture;
  return {
    subject: String(subject),
    email: info.email?.toLowerCase(),
    emailVerified: info.email_verified !== false && info.email_verified !== 'false',
    name: info.name,
    picture: picture && /^https?:\/\//.test(picture) ? picture : undefined,
  };
}

export class OAuthProviderError extends Error {
  constructor(
    /** The short code put in the redirect fragment (`#error=...`). */
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`OAuth provider error: ${code}`, options);
    this.name = 'OAuthProviderError';
  }
}

/** An OAuth2 client for one configured provider and our callback URL. */
export function createOAuthProvider(config: OAuthProviderConfig, callbackUrl: string) {
  const client = new OAuth2Client(config.clientId, config.clientSecret, callbackUrl);
  return {
    /** The provider's authorization URL carrying state and the S256 code challenge. */
    authorizationUrl(state: string, codeVerifier: string): URL {
      return client.createAuthorizationURLWithPKCE(
        config.authUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        config.scopes,
      );
    },

    /** Trades the code (with its PKCE verifier) for a token, then reads the profile. */
    async fetchProfile(code: string, codeVerifier: string): Promise<OAuthProfile> {
      let accessToken: string;
      try {
        const tokens = await client.validateAuthorizationCode(config.tokenUrl, code, codeVerifier);
        accessToken = tokens.accessToken();
      } catch (error) {
        throw new OAuthProviderError('token_exchange_failed', { cause: error });
      }
      let body: unknown;
      try {
        const response = await fetch(config.userinfoUrl, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new OAuthProviderError('userinfo_failed', { cause: error });
      }
      const profile = parseUserinfo(body);
      if (!profile) throw new OAuthProviderError('userinfo_invalid');
      return profile;
    },
  };
}
