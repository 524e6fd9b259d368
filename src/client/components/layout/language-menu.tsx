/**
 * The language menu's button. The menu itself (Ark/Zag menu + floating-ui, ~30 kB gzip)
 * loads when the reader reaches for the button (deferred.tsx).
 */
import { Button } from '@chakra-ui/react';
import { deferred, type StandInProps } from '@client/startup/deferred-widget';
import { LanguageButtonContent, languageButtonProps, useLanguageLabel } from './language-button';

function LanguageStandIn({ intent, open }: StandInProps) {
  const label = useLanguageLabel();
  return (
    <Button
      {...languageButtonProps}
      aria-label={label}
      aria-haspopup="menu"
      {...intent}
      onClick={open}
    >
      <LanguageButtonContent />
    </Button>
  );
}

export const LanguageMenu = deferred(() => import('./language-menu-panel'), LanguageStandIn);
