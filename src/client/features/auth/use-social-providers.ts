/**
 * Which social sign-ins the server has configured, so only those buttons show (SPEC
 * section 1). Asks GET /api/auth/providers ({providers: ['google', …]}); any failure
 * (an older server without that route, offline) means none: the password form stays.
 */
import { useEffect, useState } from 'react';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@domain/accounts';
import { http } from '@client/api/http';

export function useSocialProviders(): OAuthProvider[] {
  const [providers, setProviders] = useState<OAuthProvider[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get('auth/providers', { signal: controller.signal, retry: 0 })
      .json<{ providers?: unknown }>()
      .then((body) => {
        const list = Array.isArray(body.providers) ? body.providers : [];
        setProviders(OAUTH_PROVIDERS.filter((p) => list.includes(p)));
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return providers;
}
