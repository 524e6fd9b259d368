/** The top bar's settings button; the settings drawer's code loads on intent or first use. */
import { IconButton } from '@chakra-ui/react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMount, useLazyOverlay } from '@client/startup/lazy-overlay';
import { AppIcon } from '@client/components/icons/app-icon';

const loadDrawer = () => import('./settings-drawer');
const SettingsDrawer = lazy(loadDrawer);

export function SettingsButton() {
  const { t } = useTranslation('shell');
  const { open, setOpen, mounted, intent } = useLazyOverlay(loadDrawer);
  return (
    <>
      <IconButton
        variant="ghost"
        colorPalette="gray"
        size="sm"
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...intent}
        onClick={() => setOpen(true)}
      >
        <AppIcon name="settings" />
      </IconButton>
      <LazyMount mounted={mounted}>
        <SettingsDrawer open={open} onOpenChange={setOpen} />
      </LazyMount>
    </>
  );
}
