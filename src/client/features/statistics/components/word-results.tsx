/**
 * The answer for one word: how many poems and occurrences (whole corpus) and, when other
 * spellings were found, the figures per spelling; then per poem its stanzas holding the word,
 * matches marked, and "also written: …" for a poem that holds another spelling. SPEC.md
 * section 8's messages when nothing matches.
 */
import { Box, chakra, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Notice } from '@client/components/common/notice';
import { useReaderLanguage } from '@client/lib/localized-text';
import type { WordStatisticsResponse } from '@client/db/word-statistics';
import { MarkedStanza } from './marked-stanza';
import { numberFormat } from '@client/lib/number-format';

export function WordResults({
  result,
  poetNames,
}: {
  result: WordStatisticsResponse;
  poetNames: Map<string, string>;
}) {
  const { t } = useTranslation('statistics');
  const { locale } = useReaderLanguage();
  const number = numberFormat(locale);
  if (result.poemCount === 0) {
    return <Notice>{t('results.none', { word: result.word })}</Notice>;
  }
  return (
    <Stack gap="6">
      <SimpleGrid as="dl" columns={2} gap="3" m="0">
        {(
          [
            [t('results.poems'), result.poemCount],
            [t('results.occurrences'), result.totalOccurrences],
          ] as const
        ).map(([label, value]) => (
          <Box
            key={label}
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="xl"
            p="4"
            textAlign="center"
          >
            <Text as="dt" textStyle="sm" color="fg.muted">
              {label}
            </Text>
            <Text
              as="dd"
              m="0"
              fontFamily="heading"
              fontSize="3xl"
              fontWeight="semibold"
              color="primary.fg"
            >
              {number.format(value)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {result.spellings.length > 1 && (
        <Stack as="section" aria-label={t('results.bySpelling')} gap="1">
          <Text textStyle="sm" color="fg.muted" fontWeight="medium">
            {t('results.bySpelling')}
          </Text>
          <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
            {result.spellings.map((s) => (
              <Text
                as="li"
                key={s.spelling}
                textStyle="sm"
                bg="bg.muted"
                rounded="md"
                px="2"
                py="0.5"
              >
                <chakra.span lang="wo" fontWeight={s.exact ? 'semibold' : 'normal'}>
                  {s.spelling}
                </chakra.span>{' '}
                {t('results.spellingCount', {
                  poems: number.format(s.poemCount),
                  n: number.format(s.occurrences),
                })}
              </Text>
            ))}
          </HStack>
        </Stack>
      )}
      <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
        {result.poems.map((poem) => (
          <Stack
            as="li"
            key={poem.poemId}
            gap="3"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="xl"
            p={{ base: '4', md: '5' }}
          >
            <Stack gap="0.5">
              <Heading
                as="h3"
                textStyle="lg"
                fontFamily="heading"
                fontWeight="semibold"
                lang="wo"
                dir="ltr"
              >
                <Link asChild>
                  <RouterLink to="/poem/$id" params={{ id: poem.poemId }}>
                    {poem.title}
                  </RouterLink>
                </Link>
              </Heading>
              <HStack gap="2" wrap="wrap" color="fg.muted" textStyle="sm">
                {poetNames.get(poem.poetId) && <Text>{poetNames.get(poem.poetId)}</Text>}
                <Text>{t('results.inPoem', { n: number.format(poem.occurrences) })}</Text>
              </HStack>
              {poem.alsoWritten.length > 0 && (
                <Text textStyle="sm" data-also-written="">
                  {t('results.alsoWritten')}{' '}
                  <chakra.span lang="wo" fontWeight="semibold">
                    {poem.alsoWritten.join(', ')}
                  </chakra.span>
                </Text>
              )}
            </Stack>
            {poem.stanzas.length === 0 ? (
              <Text color="fg.muted">{t('results.noSection')}</Text>
            ) : (
              poem.stanzas.map((stanza, i) => {
                const stanzaNumber = (poem.stanzaIndices[i] ?? 0) + 1;
                return (
                  <Box
                    key={stanzaNumber}
                    borderInlineStartWidth="3px"
                    borderColor="primary.muted"
                    ps="4"
                  >
                    <Link asChild textStyle="xs" color="fg.muted" fontWeight="medium" mb="1">
                      <RouterLink
                        to="/poem/$id"
                        params={{ id: poem.poemId }}
                        hash={`stanza-${stanzaNumber}`}
                      >
                        {t('results.stanza', { n: number.format(stanzaNumber) })}
                      </RouterLink>
                    </Link>
                    <MarkedStanza
                      stanza={stanza}
                      words={[result.word, ...poem.alsoWritten]}
                      ignoreAccents={result.ignoreAccents}
                    />
                  </Box>
                );
              })
            )}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
