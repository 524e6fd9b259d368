/**
 * The poem's translations (fr, en, ar) when it has any, one at a time with a language switch
 * (the reader's own language first). On wide screens the page puts this beside the Wolof text,
 * so original and translation read side by side; on a phone it follows the text.
 */
import { Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@domain/schemas';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@domain/i18n/languages';
import { useReaderLanguage } from '@client/lib/localized-text';

/** Memoised: the page renders again when a count changes; the translations have not. */
export const PoemTranslations = memo(function PoemTranslations({
  translations,
}: {
  translations: LocalizedText | null;
}) {
  const { t } = useTranslation('poems');
  const { language } = useReaderLanguage();
  const available = TRANSLATION_LANGUAGES.filter((lng) => translations?.[lng]?.trim());
  const preferred = available.find((lng) => lng === language) ?? available[0];
  const [chosen, setChosen] = useState<TranslationLanguage | undefined>(undefined);
  const shown = chosen && available.includes(chosen) ? chosen : preferred;
  if (!shown || !translations) return null;

  return (
    <Stack as="section" aria-labelledby="poem-translation-title" gap="4">
      <Heading
        as="h2"
        id="poem-translation-title"
        textStyle="lg"
        fontFamily="heading"
        fontWeight="semibold"
      >
        {t('reader.translation')}
      </Heading>
      {available.length > 1 && (
        <Wrap role="group" aria-label={t('reader.translationLanguage')} gap="2">
          {available.map((lng) => (
            <Button
              key={lng}
              size="xs"
              rounded="full"
              variant={lng === shown ? 'solid' : 'outline'}
              aria-pressed={lng === shown}
              onClick={() => setChosen(lng)}
            >
              {t(`reader.languages.${lng}`)}
            </Button>
          ))}
        </Wrap>
      )}
      <Text
        lang={shown}
        dir={shown === 'ar' ? 'rtl' : 'ltr'}
        whiteSpace="pre-line"
        fontFamily="heading"
        fontSize={{ base: '1.0625rem', md: '1.125rem' }}
        lineHeight="1.8"
        color="fg.muted"
      >
        {translations[shown]}
      </Text>
    </Stack>
  );
});
