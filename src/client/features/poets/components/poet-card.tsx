/** One poet in the list: portrait, name, dates, status, poem count, and the details and poems buttons. */
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Poet } from '@domain/schemas';
import { useReaderLanguage } from '@client/lib/localized-text';
import { poetYears } from '@domain/poet-display';
import { PoetPortrait } from './poet-portrait';
import { PoetStatusBadge } from './poet-status-badge';
import { numberFormat } from '@client/lib/number-format';

export function PoetCard({ poet, poemCount }: { poet: Poet; poemCount: number }) {
  const { t } = useTranslation('poets');
  const { locale } = useReaderLanguage();
  const years = poetYears(poet);
  const headingId = `poet-${poet.id}`;
  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
      h="full"
    >
      <HStack gap="4" align="center">
        <PoetPortrait name={poet.name} photoUrl={poet.photoUrl} size="3.5rem" />
        <Stack gap="1" minW="0">
          <Heading
            as="h2"
            id={headingId}
            dir="auto"
            fontFamily="heading"
            textStyle="lg"
            fontWeight="semibold"
          >
            {poet.name}
          </Heading>
          {years && (
            <Text color="fg.muted" textStyle="sm">
              {years}
            </Text>
          )}
        </Stack>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <PoetStatusBadge poet={poet} />
        <Text color="fg.muted" textStyle="sm">
          {t('list.poemCount', { count: numberFormat(locale).format(poemCount) })}
        </Text>
      </HStack>
      <HStack gap="2" mt="auto" wrap="wrap">
        <Button asChild size="sm">
          <RouterLink
            to="/poet/$id"
            params={{ id: poet.id }}
            aria-label={t('list.detailsOf', { name: poet.name })}
          >
            {t('list.details')}
          </RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline">
          <RouterLink
            to="/poems"
            search={{ poet: poet.id }}
            aria-label={t('list.poemsOf', { name: poet.name })}
          >
            {t('list.poems')}
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
