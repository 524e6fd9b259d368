import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SimpleLayout } from '@client/components/layout/simple-layout';
import { afterSignIn, validateAuthSearch } from '@client/features/auth/auth-search';
import { RegisterScreen } from '@client/features/auth/components/register-screen';
import { redirectIfSignedIn } from '@client/features/auth/guards';

/** Register (SPEC section 2), guarded like sign-in. */
export const Route = createFileRoute('/auth/jwt/register')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ search }) => redirectIfSignedIn(search),
  component: RegisterRoute,
});

function RegisterRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SimpleLayout>
      <RegisterScreen
        returnTo={search.returnTo}
        onSignedIn={(role) => void navigate({ href: afterSignIn(search, role), replace: true })}
      />
    </SimpleLayout>
  );
}
