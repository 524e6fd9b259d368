/** The auth state for components (SPEC section 4), and the actions on it. */
import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';

export function useAuth() {
  const state = useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
  return {
    state,
    user: state.status === 'authenticated' ? state.user : undefined,
    login: authStore.login,
    register: authStore.register,
    logout: authStore.logout,
  };
}
