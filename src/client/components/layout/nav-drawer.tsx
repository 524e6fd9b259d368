/** The navigation drawer for screens below the large breakpoint: its button, and the drawer loaded on demand. */
import { IconButton } from '@chakra-ui/react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMount, useLazyOverlay } from '@client/startup/lazy-overlay';
import { AppIcon } from '@client/components/icons/app-icon';
import type { NavGroup } from './nav-items';

const loadPanel = () => import('./nav-drawer-panel');
const NavDrawerPanel = lazy(loadPanel);

export function NavDrawer({ groups }: { groups: readonly NavGroup[] }) {
  const { t } = useTranslation();
  const { open, setOpen, mounted } = useLazyOverlay();
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('a11y.openNav')}
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="lg"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
      >
        <AppIcon name="menu" boxSize="6" />
      </IconButton>
      <LazyMount mounted={mounted}>
        <NavDrawerPanel open={open} onOpenChange={setOpen} groups={groups} />
      </LazyMount>
    </>
  );
}
