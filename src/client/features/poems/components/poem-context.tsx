/** "In brief" (the poem's summary in the reader's language) and its historical context, when present. */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Poem } from '@domain/schemas';
import { directionOf, htmlLangOf } from '@domain/i18n/languages';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';

export function PoemContext({ poem }: { poem: Poem }) {
  const { t } = useTranslation('poems');
  const { language } = useReaderLanguage();
  const summary = pickLocalized(poem.summary, language);
  const context = poem.historicalContext?.trim();
  if (!summary && !context) return null;
  return (
    <Stack gap="6">
      {summary && (
        <Stack as="section" aria-labelledby="poem-summary-title" gap="2">
          <Heading
            as="h2"
            id="poem-summary-title"
            textStyle="lg"
            fontFamily="heading"
            fontWeight="semibold"
          >
            {t('reader.summary')}
          </Heading>
          <Text
            lang={htmlLangOf(summary.language)}
            dir={directionOf(summary.language)}
            color="fg.muted"
            lineHeight="1.7"
          >
            {summary.text}
          </Text>
        </Stack>
      )}
      {context && (
        <Stack as="section" aria-labelledby="poem-context-title" gap="2">
          <Heading
            as="h2"
            id="poem-context-title"
            textStyle="lg"
            fontFamily="heading"
            fontWeight="semibold"
          >
            {t('reader.context')}
          </Heading>
          <Text dir="auto" color="fg.muted" lineHeight="1.7" whiteSpace="pre-line">
            {context}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
