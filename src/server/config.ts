/**
 * Every setting comes from the environment, validated once at start (README lists them).
 * No secret has a default: the JWT secret is generated into DATA_DIR when unset, and the
 * first administrator's password is generated and printed once when ADMIN_PASSWORD is unset.
 */
import { StartupError } from './startup-error';
import { z } from 'zod';
import { DEFAULT_AUDIO_MAX_BYTES } from '@domain/schemas/audio';
import { TrustProxySchema } from './lib/trust-proxy';

/**
 * PostgreSQL's own default is 128MB and PGlite's 32MB, touched in full at start. 8MB saves
 * 15 to 25 MB resident on the 10,000-poem corpus, CPU per request within the noise
 * (docs/benchmarks.md, "Footprint"): the operating system caches the data files anyway, and
 * most public reads answer from the server's own caches.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '8MB';

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const provider = (
  name: 'GOOGLE' | 'FACEBOOK',
  defaults: { auth: string; token: string; userinfo: string; scopes: string },
) => ({
  [`${name}_CLIENT_ID`]: optional,
  [`${name}_CLIENT_SECRET`]: optional,
  [`${name}_AUTH_URL`]: z.url().default(defaults.auth),
  [`${name}_TOKEN_URL`]: z.url().default(defaults.token),
  [`${name}_USERINFO_URL`]: z.url().default(defaults.userinfo),
  [`${name}_SCOPES`]: z.string().default(defaults.scopes),
});

export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'Must look like 32MB')
    .default(DEFAULT_PGLITE_SHARED_BUFFERS),
  JWT_SECRET: optional,
  ACCESS_TOKEN_TTL_SEC: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_SEC: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  ADMIN_EMAIL: z.email().default('admin@taalif.local'),
  ADMIN_PASSWORD: optional,
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  AUDIO_STORE: optional,
  AUDIO_MAX_BYTES: z.coerce.number().int().min(1).default(DEFAULT_AUDIO_MAX_BYTES),
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool,
  ALLOWED_ORIGINS: list,
  OAUTH_REDIRECT_ALLOWLIST: list,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SEC: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: TrustProxySchema,
  /** redis://… : the rate limits' counters, shared by every instance (in memory when unset). */
  REDIS_URL: optional,
  /** Days a delete's tombstone stays in the change feed (older ones are pruned daily). */
  TOMBSTONE_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(90),
  /**
   * Days a deleted poem, poet or recording stays in the trash, restorable, before the server
   * purges it for good (plugins/app/trash; checked at start and daily).
   */
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(30),
  /**
   * Turns on GET /metrics (Prometheus' text format), answered only with
   * `Authorization: Bearer <this>`; unset, there is no /metrics at all.
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 16, 'Must have at least 16 characters'),
  /**
   * Where scheduled backups are written (src/server/backup/schedule.ts; none are taken when
   * unset); /metrics reports the newest one's age.
   */
  BACKUP_DIR: optional,
  /** At most 24 days: a longer interval would overflow setInterval's 32-bit delay. */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 24)
    .default(24),
  /** How many scheduled backups are kept (the oldest go). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...provider('GOOGLE', {
    auth: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: 'openid email profile',
  }),
  ...provider('FACEBOOK', {
    auth: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfo: 'https://graph.facebook.com/me?fields=id,name,email,picture',
    scopes: 'email public_profile',
  }),
});

export type Env = z.output<typeof EnvSchema>;

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: string[];
}

export interface AppConfig {
  env: Env;
  /** The origin the server is reached at (OAuth callbacks are built from it). */
  publicUrl: string;
  jwtSecret: Uint8Array;
  corsOrigins: string[];
  /** Full redirect URIs a social sign-in may return to. */
  oauthRedirectAllowlist: string[];
  oauth: Partial<Record<'google' | 'facebook', OAuthProviderConfig>>;
}

/** Parses the environment; throws a readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new StartupError(`Invalid environment: ${lines.join('; ')} (fix these variables)`);
  }
  return result.data;
}

function oauthProvider(env: Env, name: 'GOOGLE' | 'FACEBOOK'): OAuthProviderConfig | undefined {
  const e = env as unknown as Record<string, string | undefined>;
  const clientId = e[`${name}_CLIENT_ID`];
  const clientSecret = e[`${name}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authUrl: e[`${name}_AUTH_URL`]!,
    tokenUrl: e[`${name}_TOKEN_URL`]!,
    userinfoUrl: e[`${name}_USERINFO_URL`]!,
    scopes: (e[`${name}_SCOPES`] ?? '').split(/[\s,]+/).filter(Boolean),
  };
}

/** Builds the app's configuration from a parsed environment and a JWT secret. */
export function buildConfig(env: Env, jwtSecret: Uint8Array): AppConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const origins = [...new Set([publicUrl, ...env.ALLOWED_ORIGINS])];
  const allowlist = env.OAUTH_REDIRECT_ALLOWLIST.length
    ? env.OAUTH_REDIRECT_ALLOWLIST
    : origins.map((o) => `${o}/oauth2/redirect`);
  const oauth: AppConfig['oauth'] = {};
  const google = oauthProvider(env, 'GOOGLE');
  const facebook = oauthProvider(env, 'FACEBOOK');
  if (google) oauth.google = google;
  if (facebook) oauth.facebook = facebook;
  return {
    env,
    publicUrl,
    jwtSecret,
    corsOrigins: env.ALLOWED_ORIGINS,
    oauthRedirectAllowlist: allowlist,
    oauth,
  };
}
