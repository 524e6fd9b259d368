import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@client/components/common/placeholder-screen';
import { SimpleLayout } from '@client/components/layout/simple-layout';

/** The sign-in screen; the form arrives with authentication. */
export const Route = createFileRoute('/auth/jwt/login')({
  component: () => (
    <SimpleLayout>
      <PlaceholderScreen screen="signIn" icon="signIn" />
    </SimpleLayout>
  ),
});
