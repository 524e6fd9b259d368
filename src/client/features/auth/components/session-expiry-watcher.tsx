/** When a session expires (SPEC section 4): back to the sign-in page, which says 'Token expired'. */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { authStore } from '../auth-store';

export function SessionExpiryWatcher() {
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const current = useRef(href);
  current.current = href;
  useEffect(
    () =>
      authStore.onExpired(() => {
        const returnTo = current.current.startsWith('/auth/') ? undefined : current.current;
        void navigate({ to: '/auth/jwt/login', search: { returnTo, reason: 'expired' } });
      }),
    [navigate],
  );
  return null;
}
