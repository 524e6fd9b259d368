/**
 * The search trigger in the top bar and the meta+K / ctrl+K shortcut (SPEC section 2).
 * The dialog's code loads on intent (pointer over, focus, touch) or first use.
 */
import { Button, Kbd, Text } from '@chakra-ui/react';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMount, useLazyOverlay } from '@client/startup/lazy-overlay';
import { AppIcon } from '@client/components/icons/app-icon';
import type { NavGroup } from '@client/components/layout/nav-items';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadDialog);

/** True for meta+K or ctrl+K (any case), the dialog's shortcut. */
export function isSearchShortcut(e: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey'>) {
  return (e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'k';
}

export function SearchButton({ groups }: { groups: readonly NavGroup[] }) {
  const { t } = useTranslation('shell');
  const { open, setOpen, mounted, intent } = useLazyOverlay(loadDialog);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen]);

  return (
    <>
      <Button
        variant="ghost"
        colorPalette="gray"
        size="sm"
        px="2"
        aria-label={t('search.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K"
        {...intent}
        onClick={() => setOpen(true)}
      >
        <AppIcon name="search" />
        <Text as="span" hideBelow="xl" color="fg.muted">
          {t('search.button')}
        </Text>
        <Kbd size="sm" hideBelow="xl" aria-hidden="true">
          ⌘K
        </Kbd>
      </Button>
      <LazyMount mounted={mounted}>
        <SearchDialog open={open} onOpenChange={setOpen} groups={groups} />
      </LazyMount>
    </>
  );
}
