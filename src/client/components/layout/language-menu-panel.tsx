/** The language menu (loaded on demand): a radio group of the four languages, each named in itself. */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DeferredProps } from '@client/components/common/deferred';
import { DEFAULT_LANGUAGE, LANGUAGES, htmlLangOf, isLanguage } from '@client/i18n/languages';
import { LanguageButtonContent, languageButtonProps, useLanguageLabel } from './language-button';

export default function LanguageMenuPanel({ defaultOpen }: DeferredProps) {
  const { t, i18n } = useTranslation();
  const label = useLanguageLabel();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button {...languageButtonProps} aria-label={label}>
          <LanguageButtonContent />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.RadioItemGroup
              value={current}
              onValueChange={(e) => void i18n.changeLanguage(e.value)}
            >
              <Menu.ItemGroupLabel>{t('language.label')}</Menu.ItemGroupLabel>
              {LANGUAGES.map((lng) => (
                <Menu.RadioItem key={lng} value={lng} lang={htmlLangOf(lng)}>
                  {t(`language.names.${lng}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
