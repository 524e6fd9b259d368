/**
 * What the dashboard's browser suites share: signing in through the real login form, and
 * calling the API as the administrator to set up or check what the screens did.
 */
import type { Page } from 'playwright-core';
import { adminAuth } from './mirror';

export const ADMIN_EMAIL = 'admin@taalif.local';

/**
 * Signs in through the login form with `returnTo`, in the app's language (French) or `lng`;
 * the fields are found by what they are, not their labels, so any language signs in. With
 * `'nothing'` it returns once the form is sent (a suite that expects a refusal checks the
 * page itself); by default it waits until the browser has landed on returnTo's path.
 */
export async function signIn(
  page: Page,
  credentials: { email?: string; password: string },
  returnTo: string,
  waitFor: 'returnTo' | 'nothing' = 'returnTo',
  lng?: string,
) {
  const language = lng ? `lng=${lng}&` : '';
  await page.goto(`/auth/jwt/login?${language}returnTo=${encodeURIComponent(returnTo)}`);
  await page.locator('input[autocomplete="username"]').fill(credentials.email ?? ADMIN_EMAIL);
  await page.locator('input[autocomplete="current-password"]').fill(credentials.password);
  await page.locator('form button[type="submit"]').click();
  if (waitFor === 'returnTo')
    await page.waitForURL((url) => url.pathname === returnTo.split('?')[0]);
}

/** Creates a poem by the anthology's first poet through the API; its answer. */
export async function createPoem<T extends { id: string } = { id: string }>(
  api: AdminApi,
  poem: { title: string; content: string; wolofal?: string },
): Promise<T> {
  const poets = await api<{ content: { id: string }[] }>('GET', 'poets?size=1');
  return api<T>('POST', 'poems', { ...poem, poetId: poets.content[0]!.id });
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
