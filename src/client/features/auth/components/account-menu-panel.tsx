/** The avatar menu (loaded on demand): who is signed in, the dashboard for administrators, sign-out. */
import { Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from '@client/components/ui/menu';
import type { DeferredProps } from '@client/startup/deferred-widget';
import { AppIcon } from '@client/components/icons/app-icon';
import { useAuth } from '../use-auth';
import { AccountButton } from './account-button';

export default function AccountMenuPanel({ defaultOpen }: DeferredProps) {
  const { t } = useTranslation('auth');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={defaultOpen}
      // The items render when the menu opens, not when the trigger's code arrives.
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger asChild>
        <AccountButton user={user} aria-label={t('account.menu', { name: user.displayName })} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Stack gap="0" px="3" py="2">
              <Text fontWeight="semibold" truncate>
                {user.displayName}
              </Text>
              <Text textStyle="xs" color="fg.muted" truncate dir="ltr">
                {user.email}
              </Text>
            </Stack>
            <Menu.Separator />
            {user.role === 'ADMIN' && (
              <Menu.Item value="dashboard" onSelect={() => void navigate({ to: '/dashboard' })}>
                <AppIcon name="shield" />
                {t('account.dashboard')}
              </Menu.Item>
            )}
            <Menu.Item
              value="logout"
              color="fg.error"
              onSelect={() => void logout().then(() => navigate({ to: '/' }))}
            >
              <AppIcon name="signOut" />
              {t('account.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
