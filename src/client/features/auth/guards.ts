/**
 * Route guards (SPEC sections 2 and 6), for `beforeLoad`: they wait for the initial
 * auth check. The sign-in pages send an already signed-in user on; the dashboard sends
 * a visitor to sign in with `returnTo` (a signed-in non-admin sees Permission Denied,
 * rendered by the dashboard layout, so the URL stays what they asked for).
 */
import { redirect } from '@tanstack/react-router';
import { afterSignIn, type AuthSearch } from './auth-search';
import { authStore } from './auth-store';

export async function redirectIfSignedIn(search: AuthSearch) {
  await authStore.ready();
  const state = authStore.get();
  // SPEC section 2: returnTo, or the dashboard root when absent.
  if (state.status === 'authenticated')
    throw redirect({ href: search.returnTo ?? afterSignIn({}, undefined) });
}

export async function requireSignIn(href: string) {
  await authStore.ready();
  if (authStore.get().status !== 'authenticated')
    throw redirect({ to: '/auth/jwt/login', search: { returnTo: href } });
}
