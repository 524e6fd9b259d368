import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SimpleLayout } from '@client/components/layout/simple-layout';
import { OAuthRedirectScreen } from '@client/features/auth/components/oauth-redirect-screen';

/** The return address of social sign-in (SPEC section 2): takes the tokens, then moves on. */
export const Route = createFileRoute('/oauth2/redirect')({
  component: OAuthRedirectRoute,
});

function OAuthRedirectRoute() {
  const navigate = useNavigate();
  const onDone = useCallback(
    (to: string) => void navigate({ href: to, replace: true }),
    [navigate],
  );
  return (
    <SimpleLayout>
      <OAuthRedirectScreen onDone={onDone} />
    </SimpleLayout>
  );
}
