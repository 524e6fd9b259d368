/**
 * What the dashboard's browser suites share: signing in through the real login form, and
 * calling the API as the administrator to set up or check what the screens did.
 */
import type { Page } from 'playwright-core';
import { adminAuth } from './mirror';

export const ADMIN_EMAIL = 'admin@taalif.local';

/**
 * Signs in through the login form with `returnTo`. Without `waitFor` it returns once the
 * form is sent (a suite that expects a refusal checks the page itself); `'returnTo'` waits
 * until the browser has landed on returnTo's path.
 */
export async function signIn(
  page: Page,
  credentials: { email?: string; password: string },
  returnTo: string,
  waitFor: 'returnTo' | 'nothing' = 'returnTo',
) {
  await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Nom d’utilisateur ou e-mail').fill(credentials.email ?? ADMIN_EMAIL);
  await page.getByLabel('Mot de passe').fill(credentials.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  if (waitFor === 'returnTo')
    await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}

/** The API as the administrator: a JSON or form body, the answer's JSON (null for 204). */
export type AdminApi = <T = unknown>(
  method: string,
  path: string,
  body?: object | FormData,
) => Promise<T>;

/** Signs the administrator in through POST /api/auth/login and returns its API caller. */
export async function adminApi(baseUrl: string, password: string): Promise<AdminApi> {
  const auth = await adminAuth(baseUrl, password);
  return async <T>(method: string, path: string, body?: object | FormData) => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: { ...auth, ...(body && !isForm && { 'content-type': 'application/json' }) },
      body: isForm ? body : body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return (response.status === 204 ? null : await response.json()) as T;
  };
}
