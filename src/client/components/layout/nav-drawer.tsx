/** The navigation drawer for screens below the large breakpoint, opened from the top bar. */
import { Drawer, IconButton, Portal, Separator, Stack, Link, CloseButton } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { Brand } from './brand';
import { NavList } from './nav-list';

export function NavDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t('a11y.openNav')} hideFrom="lg">
          <AppIcon name="menu" boxSize="6" />
        </IconButton>
      </Drawer.Trigger>
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
                <NavList onNavigate={close} />
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
