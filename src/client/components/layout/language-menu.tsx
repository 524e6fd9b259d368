/** The language menu: a radio group of the four interface languages, each named in itself. */
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { DEFAULT_LANGUAGE, LANGUAGES, htmlLangOf, isLanguage } from '@client/i18n/languages';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const currentName = t(`language.names.${current}`);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          colorPalette="gray"
          size="sm"
          px="2"
          aria-label={t('language.choose', { current: currentName })}
        >
          <AppIcon name="globe" />
          <Text as="span" hideBelow="md" lang={htmlLangOf(current)}>
            {currentName}
          </Text>
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
