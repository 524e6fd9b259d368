/**
 * Google and Facebook sign-in, shown only for the providers the server has configured.
 * A click asks the server for the provider's URL (returning to /oauth2/redirect) and
 * goes there; where to come back afterwards is kept in sessionStorage meanwhile.
 */
import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthProvider } from '@domain/schemas/auth';
import { authApi } from '../auth-api';
import { sessionTokens } from '@client/api/session-tokens';
import { useSocialProviders } from '../use-social-providers';

export function SocialButtons({ returnTo }: { returnTo?: string }) {
  const { t } = useTranslation('auth');
  const providers = useSocialProviders();
  const [error, setError] = useState<string>();
  if (!providers.length) return null;

  const start = async (provider: OAuthProvider) => {
    setError(undefined);
    try {
      sessionTokens.setReturnTo(returnTo ?? null);
      const { url } = await authApi.oauthUrl(provider, `${window.location.origin}/oauth2/redirect`);
      window.location.assign(url);
    } catch {
      setError(t('errors.social'));
    }
  };

  return (
    <Stack gap="3">
      <Separator />
      <Text textStyle="sm" color="fg.muted" textAlign="center">
        {t('social.or')}
      </Text>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outline"
          colorPalette="gray"
          onClick={() => void start(provider)}
        >
          {t(`social.${provider}`)}
        </Button>
      ))}
      {error && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
