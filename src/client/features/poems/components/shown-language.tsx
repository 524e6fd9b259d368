/**
 * A text stored in several languages, shown in the language pickLocalized found: with its own
 * `lang` and direction, and, when that is not the reader's language, a small note saying which
 * language is shown ("(en français)"), so an Arabic reader is told the summary is French.
 */
import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { directionOf, htmlLangOf, type Language } from '@domain/i18n/languages';
import { useReaderLanguage } from '@client/lib/localized-text';

export function ShownLanguageNote({ language }: { language: Language }) {
  const { t } = useTranslation('poems');
  const reader = useReaderLanguage().language;
  if (language === reader) return null;
  return (
    <Text as="span" display="block" textStyle="xs" color="fg.muted" data-shown-language={language}>
      {t(`reader.shownIn.${language}`)}
    </Text>
  );
}

export function PickedText({
  picked,
  ...props
}: { picked: { text: string; language: Language } } & TextProps) {
  return (
    <>
      <ShownLanguageNote language={picked.language} />
      <Text lang={htmlLangOf(picked.language)} dir={directionOf(picked.language)} {...props}>
        {picked.text}
      </Text>
    </>
  );
}
