/** The language menu (loaded on demand): a radio group of the four languages, each named in itself. */
import { Button, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Menu } from '@client/components/ui/menu';
import type { DeferredProps } from '@client/startup/deferred-widget';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  htmlLangOf,
  isLanguage,
  type Language,
} from '@domain/i18n/languages';
import { LanguageButtonContent, languageButtonProps, useLanguageLabel } from './language-button';

/**
 * The language's name in the reader's current language, from the browser's own data
 * (Intl: "Farañse", "Àngale" in Wolof), or '' when it is the same as its own name or
 * the browser has no name for it in that language.
 */
export function nameInReaderLanguage(language: Language, reader: Language): string {
  if (language === reader) return '';
  const tag = htmlLangOf(reader);
  try {
    // Without the reader's locale data (Chromium has no `wo`), Intl answers in English.
    if (Intl.DisplayNames.supportedLocalesOf([tag]).length === 0) return '';
    const names = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' });
    const name = names.of(htmlLangOf(language));
    // ICU fills the names a locale lacks from English ("Arabic" in `wo`): not the reader's.
    const english =
      reader === 'en'
        ? undefined
        : new Intl.DisplayNames(['en'], { type: 'language' }).of(htmlLangOf(language));
    return name && name !== english && name.toLowerCase() !== htmlLangOf(language) ? name : '';
  } catch {
    return '';
  }
}

export default function LanguageMenuPanel({ defaultOpen }: DeferredProps) {
  const { t, i18n } = useTranslation();
  const label = useLanguageLabel();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={defaultOpen}
      // The items render when the menu opens, not when the trigger's code arrives.
      lazyMount
      unmountOnExit
    >
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
                <Menu.RadioItem key={lng} value={lng}>
                  <Text as="span" lang={htmlLangOf(lng)}>
                    {t(`language.names.${lng}`)}
                  </Text>
                  <Text as="span" textStyle="xs" color="fg.muted" ms="auto">
                    {nameInReaderLanguage(lng, current)}
                  </Text>
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
