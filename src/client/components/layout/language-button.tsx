/** What the language menu's trigger looks like, shared by its stand-in and the real menu. */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { DEFAULT_LANGUAGE, htmlLangOf, isLanguage } from '@domain/i18n/languages';

/** The trigger's look, shared by the stand-in and the real menu. */
export function LanguageButtonContent() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <>
      <AppIcon name="globe" />
      <Text as="span" hideBelow="md" lang={htmlLangOf(current)}>
        {t(`language.names.${current}`)}
      </Text>
    </>
  );
}

export function useLanguageLabel() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return t('language.choose', { current: t(`language.names.${current}`) });
}

export const languageButtonProps = {
  variant: 'ghost',
  colorPalette: 'gray',
  size: 'sm',
  px: '2',
} as const;
