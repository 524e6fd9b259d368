/**
 * The corpus overview (lazily loaded chunk): the most frequent words, poems per theme, per
 * poet and per decade, as bar charts whose labels and values are text.
 */
import { Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@client/components/common/notice';
import { useReaderLanguage } from '@client/lib/localized-text';
import { MIN_LETTERS } from '../corpus-figures';
import { useCorpusFigures } from '../hooks/use-corpus-figures';
import { BarChart } from './bar-chart';
import '@client/i18n/namespaces/statistics';
import { numberFormat } from '@client/lib/number-format';

export default function CorpusOverview() {
  const { t } = useTranslation('statistics');
  const { locale } = useReaderLanguage();
  const state = useCorpusFigures(t('overview.noTheme'));
  return (
    <Stack as="section" aria-labelledby="overview-title" gap="6">
      <Stack gap="1">
        <Heading
          as="h2"
          id="overview-title"
          fontFamily="heading"
          textStyle="2xl"
          fontWeight="semibold"
        >
          {t('overview.title')}
        </Heading>
        {state.status === 'ready' && (
          <Text color="fg.muted">
            {t('overview.lead', {
              n: numberFormat(locale).format(state.figures.poemCount),
            })}
          </Text>
        )}
      </Stack>
      {state.status === 'loading' && <Skeleton h="40" rounded="xl" />}
      {state.status === 'error' && <Notice tone="error">{t('errors.load')}</Notice>}
      {state.status === 'ready' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <BarChart
            id="chart-words"
            title={t('overview.words')}
            caption={t('overview.wordsCaption', { n: numberFormat(locale).format(MIN_LETTERS) })}
            bars={state.figures.topWords}
            locale={locale}
            labelLang="wo"
          />
          <BarChart
            id="chart-themes"
            title={t('overview.themes')}
            bars={state.figures.perTheme}
            locale={locale}
          />
          <BarChart
            id="chart-poets"
            title={t('overview.poets')}
            bars={state.figures.perPoet}
            locale={locale}
          />
          {state.figures.perDecade.length > 0 ? (
            <BarChart
              id="chart-decades"
              title={t('overview.decades')}
              caption={
                state.figures.undated > 0
                  ? t('overview.undated', { n: numberFormat(locale).format(state.figures.undated) })
                  : undefined
              }
              bars={state.figures.perDecade}
              locale={locale}
            />
          ) : (
            <Stack
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="xl"
              p="5"
              gap="2"
            >
              <Heading as="h3" textStyle="md" fontWeight="semibold">
                {t('overview.decades')}
              </Heading>
              <Text color="fg.muted">{t('overview.noDates')}</Text>
            </Stack>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
