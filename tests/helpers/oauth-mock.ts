/**
 * A real OAuth2 authorization server for social sign-in tests (oauth2-mock-server):
 * /authorize redirects straight back with a code, /token checks the PKCE verifier,
 * /userinfo answers what a test sets with `nextUserinfo`. Plus the environment that
 * points a provider of the app at it, and a free port for the app to listen on.
 */
import { createServer } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

export interface OAuthMock {
  server: OAuth2Server;
  /** http://127.0.0.1:PORT (not "localhost", which may resolve to ::1 first). */
  url: string;
  /** The body /userinfo answers next (once). */
  nextUserinfo(body: Record<string, unknown>, statusCode?: number): void;
  close(): Promise<void>;
}

/** Starts the mock authorization server on a free port of 127.0.0.1. */
export async function startOAuthMock(): Promise<OAuthMock> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    server,
    url,
    nextUserinfo(body, statusCode = 200) {
      server.service.once('beforeUserinfo', (response) => {
        response.body = body;
        response.statusCode = statusCode;
      });
    },
    close: () => server.stop(),
  };
}

/** A TCP port nobody listens on right now (listen on 0, read it, close). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Environment variables that make `provider` of the app use the mock server. */
export function oauthMockEnv(mockUrl: string, provider: 'GOOGLE' | 'FACEBOOK' = 'GOOGLE') {
  return {
    [`${provider}_CLIENT_ID`]: `taalif-${provider.toLowerCase()}`,
    [`${provider}_CLIENT_SECRET`]: 'mock-secret',
    [`${provider}_AUTH_URL`]: `${mockUrl}/authorize`,
    [`${provider}_TOKEN_URL`]: `${mockUrl}/token`,
    [`${provider}_USERINFO_URL`]: `${mockUrl}/userinfo`,
  };
}
