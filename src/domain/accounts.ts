/**
 * The account rules both sides check (DESIGN.md section 3): roles, sign-in providers, the
 * password's length and what an email address looks like. Without zod, so the client's forms
 * and URL readers, some of them in the entry script every reader downloads, check the same
 * rules the API's schemas (schemas/user.ts, schemas/auth.ts) are built from.
 */
export const ROLES = ['ADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** True for ADMIN or USER. */
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** How an account signs in: its own password, or one of the social providers. */
export const PROVIDERS = ['local', 'google', 'facebook'] as const;
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * An email address as the API accepts it: zod's own "practical" rule (z.email()'s default
 * pattern), named here so the register form refuses the same addresses before sending.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
