import { describe, expect, it } from 'vitest';
import { buildConfig, parseEnv } from './config';

const secret = new TextEncoder().encode('s'.repeat(40));

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      ADMIN_EMAIL: 'admin@taalif.local',
      SEED_DEMO: true,
      AUDIO_MAX_BYTES: 50 * 1024 * 1024,
      PGLITE_SHARED_BUFFERS: '8MB',
      AUTH_RATE_LIMIT_MAX: 10,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it('names every bad variable in one readable error', () => {
    let message = '';
    try {
      parseEnv({ PORT: 'eighty', ADMIN_EMAIL: 'nobody', PGLITE_SHARED_BUFFERS: 'lots' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment:/);
    expect(message).toMatch(/PORT: .*number/);
    expect(message).toMatch(/ADMIN_EMAIL: Invalid email/);
    expect(message).toMatch(/PGLITE_SHARED_BUFFERS: Must look like 32MB/);
  });
});

describe('TRUST_PROXY', () => {
  it("is off by default and takes a hop count or the balancer's addresses and CIDRs", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses "true" at start, saying what to write instead', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: "true" would trust any client's X-Forwarded-For: write the load balancer's addresses or CIDRs/,
    );
  });

  it('names what is not an address or a CIDR', () => {
    expect(() => parseEnv({ TRUST_PROXY: '127.0.0.1,lb.local,10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address or CIDR: lb.local, 10.0.0.0\/33/,
    );
  });
});

describe('buildConfig', () => {
  it('allows social sign-in to return only to the app itself by default', () => {
    const config = buildConfig(parseEnv({ PORT: '3000' }), secret);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.oauthRedirectAllowlist).toEqual(['http://localhost:3000/oauth2/redirect']);
    expect(config.corsOrigins).toEqual([]);
    expect(config.oauth).toEqual({});
  });

  it('adds allowed origins to the redirect allow-list and turns a provider on with its client', () => {
    const config = buildConfig(
      parseEnv({
        PUBLIC_URL: 'https://taalif.example/',
        ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
      }),
      secret,
    );
    expect(config.oauthRedirectAllowlist).toEqual([
      'https://taalif.example/oauth2/redirect',
      'http://127.0.0.1:5173/oauth2/redirect',
    ]);
    expect(config.oauth.google).toMatchObject({
      clientId: 'id',
      scopes: ['openid', 'email', 'profile'],
    });
    expect(config.oauth.facebook).toBeUndefined();
  });
});

describe('METRICS_TOKEN', () => {
  it('is off by default and refuses a token short enough to guess', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: Must have at least 16 characters/,
    );
  });
});
