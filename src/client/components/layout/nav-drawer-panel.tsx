/** The navigation drawer itself (loaded on first use): brand, the grouped links, help. */
import { CloseButton, Link, Portal, Separator, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@client/components/ui/drawer';
import type { OverlayProps } from '@client/startup/lazy-overlay';
import { AppIcon } from '@client/components/icons/app-icon';
import { Brand } from './brand';
import { NavList } from './nav-list';
import type { NavGroup } from './nav-items';

export default function NavDrawerPanel({
  open,
  onOpenChange,
  groups,
}: OverlayProps & { groups: readonly NavGroup[] }) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="280px" bg="bg.panel">
            <Drawer.Header px="5" pt="5" pb="3">
              <Brand />
              <Drawer.Title srOnly>{t('a11y.mainNav')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3">
              <Stack as="nav" aria-label={t('a11y.mainNav')} gap="4">
                <NavList groups={groups} onNavigate={close} />
                <Separator />
                <Link asChild color="fg.muted" px="3" py="2" textStyle="sm" gap="3">
                  <RouterLink to="/help" onClick={close}>
                    <AppIcon name="help" />
                    {t('header.help')}
                  </RouterLink>
                </Link>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('a11y.closeNav')} top="4" insetEnd="3" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
