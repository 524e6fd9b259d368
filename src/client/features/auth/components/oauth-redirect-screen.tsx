/**
 * /oauth2/redirect: the end of a social sign-in. The server put the tokens (or an error
 * code) in the URL fragment, and a provider's refusal comes back as `?error=access_denied`; they are taken from there, the fragment is wiped from the
 * address bar and history, and the reader goes back where they started (SPEC: the page's
 * content is not shown; only a short status while the user is loaded). A failure goes to the
 * sign-in page with `reason=social`, which says so.
 */

import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authStore } from '../auth-store';
import { safeReturnTo } from '../return-to';
import { sessionTokens } from '@client/api/session-tokens';

const FAILED = '/auth/jwt/login?reason=social';

export function OAuthRedirectScreen({ onDone }: { onDone: (to: string, error?: string) => void }) {
  const { t } = useTranslation('auth');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.hash.slice(1));
    const refused = new URLSearchParams(window.location.search).get('error');
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const back = safeReturnTo(sessionTokens.returnTo()) ?? '/';
    sessionTokens.setReturnTo(null);
    // The access token rides in the fragment; the refresh credential came as an HttpOnly cookie.
    const token = params.get('token');
    if (!token) {
      setFailed(true);
      onDone(FAILED, params.get('error') ?? refused ?? 'sign_in_failed');
      return;
    }
    authStore.acceptTokens({ token }).then(
      () => onDone(back),
      () => {
        setFailed(true);
        onDone(FAILED, 'sign_in_failed');
      },
    );
  }, [onDone]);
  return (
    <Stack align="center" gap="3" role="status">
      {!failed && <Spinner />}
      <Text color="fg.muted">{failed ? t('errors.social') : t('social.finishing')}</Text>
    </Stack>
  );
}
