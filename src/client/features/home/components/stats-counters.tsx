/**
 * The catalogue counters (poems, poets, readers). A skeleton shows while they load;
 * offline without a cached answer they give way to a short note; after a server error
 * they are simply left out, since the rest of the page does not depend on them.
 */
import { Box, Heading, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StatsSummary } from '@client/api/get-stats-summary';
import { useOnline } from '@client/hooks/use-online';
import { htmlLangOf, isLanguage } from '@domain/i18n/languages';
import type { StatsState } from '../hooks/use-stats-summary';
import '@client/i18n/namespaces/home';
import { numberFormat } from '@client/lib/number-format';

const COUNTERS = ['poems', 'poets', 'users'] as const satisfies readonly (keyof StatsSummary)[];

export function StatsCounters({ state }: { state: StatsState }) {
  const { t, i18n } = useTranslation('home');
  const online = useOnline();
  const lng = i18n.resolvedLanguage;

  if (state.status === 'unavailable' && online) return null;
  return (
    <Stack
      as="section"
      aria-labelledby="home-stats-title"
      gap="6"
      aria-busy={state.status === 'loading'}
    >
      <Heading
        as="h2"
        id="home-stats-title"
        fontFamily="heading"
        fontWeight="semibold"
        textStyle={{ base: '2xl', md: '3xl' }}
      >
        {t('stats.title')}
      </Heading>
      {state.status === 'unavailable' ? (
        <Text color="fg.muted" role="status">
          {t('stats.offline')}
        </Text>
      ) : (
        <SimpleGrid
          as="dl"
          columns={3}
          m="0"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="2xl"
          overflow="hidden"
        >
          {COUNTERS.map((key) => (
            <Box
              key={key}
              data-counter={key}
              display="flex"
              flexDirection="column-reverse"
              alignItems="center"
              textAlign="center"
              gap={{ base: '1', md: '2' }}
              px={{ base: '2', md: '6' }}
              py={{ base: '6', md: '8' }}
              _notFirst={{ borderStartWidth: '1px', borderColor: 'border.muted' }}
            >
              <Text
                as="dt"
                color="fg.muted"
                fontWeight="medium"
                textStyle={{ base: 'xs', md: 'sm' }}
                letterSpacing={{ md: 'wide' }}
                textTransform={{ md: 'uppercase' }}
              >
                {t(`stats.${key}`)}
              </Text>
              <Box
                as="dd"
                m="0"
                fontFamily="heading"
                fontWeight="semibold"
                fontSize={{ base: '3xl', md: '5xl' }}
                lineHeight="1.1"
                color="primary.fg"
              >
                {state.status === 'ready' ? (
                  numberFormat(isLanguage(lng) ? htmlLangOf(lng) : undefined).format(
                    state.data[key],
                  )
                ) : (
                  <>
                    <Skeleton h="0.9em" w="2.5ch" rounded="md" my="0.1em" />
                    <VisuallyHidden>{t('stats.loading')}</VisuallyHidden>
                  </>
                )}
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
