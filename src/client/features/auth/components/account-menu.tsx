/**
 * The top bar's account control (SPEC section 1): a sign-in button for visitors, an
 * avatar menu with 'Se déconnecter' once signed in. The menu's code loads on intent
 * (pointer over, focus, touch) or click (deferred.tsx).
 */
import { Button, IconButton } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { deferred, type StandInProps } from '@client/startup/deferred-widget';
import { AppIcon } from '@client/components/icons/app-icon';
import { useAuth } from '../use-auth';
import { AccountButton } from './account-button';

function AccountStandIn({ intent, open }: StandInProps) {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AccountButton
      user={user}
      aria-label={t('account.menu', { name: user.displayName })}
      aria-haspopup="menu"
      {...intent}
      onClick={open}
    />
  );
}

const AccountMenuDeferred = deferred(() => import('./account-menu-panel'), AccountStandIn);

export function AccountMenu() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'authenticated') return <AccountMenuDeferred />;
  if (state.status === 'loading') return null;
  const search = { returnTo: location.href === '/' ? undefined : location.href };
  // On a phone the top bar has no room for the words: the icon carries the same name.
  return (
    <>
      <IconButton asChild size="sm" variant="solid" hideFrom="sm" aria-label={t('header.signIn')}>
        <RouterLink to="/auth/jwt/login" search={search}>
          <AppIcon name="signIn" />
        </RouterLink>
      </IconButton>
      <Button asChild size="sm" variant="solid" ms="1" hideBelow="sm">
        <RouterLink to="/auth/jwt/login" search={search}>
          <AppIcon name="signIn" />
          {t('header.signIn')}
        </RouterLink>
      </Button>
    </>
  );
}
