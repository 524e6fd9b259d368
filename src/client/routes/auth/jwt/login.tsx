import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SimpleLayout } from '@client/components/layout/simple-layout';
import { afterSignIn, validateAuthSearch } from '@client/features/auth/auth-search';
import { LoginScreen } from '@client/features/auth/components/login-screen';
import { redirectIfSignedIn } from '@client/features/auth/guards';

/** Sign-in (SPEC sections 2 and 4), guarded: a signed-in user goes to returnTo or the dashboard. */
export const Route = createFileRoute('/auth/jwt/login')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search),
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SimpleLayout>
      <LoginScreen
        returnTo={search.returnTo}
        expired={search.reason === 'expired'}
        socialFailed={search.reason === 'social'}
        onSignedIn={(role) => void navigate({ href: afterSignIn(search, role), replace: true })}
      />
    </SimpleLayout>
  );
}
