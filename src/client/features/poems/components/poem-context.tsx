/**
 * "In brief" (the poem's summary in the reader's language, else said which language it is in),
 * its historical context, and its source (the page the text was transcribed from), when present.
 */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Poem } from '@domain/schemas';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';
import { PickedText } from './shown-language';

export function PoemContext({ poem }: { poem: Poem }) {
  const { t } = useTranslation('poems');
  const { language } = useReaderLanguage();
  const summary = pickLocalized(poem.summary, language);
  const context = poem.historicalContext?.trim();
  const source = poem.sourceUrl?.trim();
  if (!summary && !context && !source) return null;
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
          <PickedText picked={summary} color="fg.muted" lineHeight="1.7" />
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
      {source && (
        <Stack as="section" aria-labelledby="poem-source-title" gap="2">
          <Heading
            as="h2"
            id="poem-source-title"
            textStyle="lg"
            fontFamily="heading"
            fontWeight="semibold"
          >
            {t('reader.source')}
          </Heading>
          <Text color="fg.muted" overflowWrap="anywhere">
            <Link href={source} target="_blank" rel="noopener noreferrer" dir="ltr">
              {hostOf(source) ?? t('reader.sourceLink')}
            </Link>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

/** The source's site, which says more than "link" and stays short at 360 px. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
