/**
 * The top bar's account control (SPEC section 1): a sign-in button for visitors, an
 * avatar menu with 'Se déconnecter' once signed in. The menu's code loads on intent or
 * when idle (deferred.tsx).
 */
import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { deferred, type StandInProps } from '@client/components/common/deferred';
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
  return (
    <Button asChild size="sm" variant="solid" ms="1">
      <RouterLink
        to="/auth/jwt/login"
        search={{ returnTo: location.href === '/' ? undefined : location.href }}
      >
        <AppIcon name="signIn" hideBelow="sm" />
        {t('header.signIn')}
      </RouterLink>
    </Button>
  );
}
