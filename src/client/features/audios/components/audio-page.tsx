/**
 * A recitation's page (`/audio/<id>`): its title, the poem and poet it recites, the singer,
 * duration and counters, and the player composed in by the route (`player`).
 */
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Audio } from '@domain/schemas';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@client/components/common/back-link';
import { DetailPageFallback } from '@client/components/common/detail-page-fallback';
import { PageContainer } from '@client/components/common/page-container';
import { AppIcon } from '@client/components/icons/app-icon';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { formatBytes } from '@client/lib/format-bytes';
import { formatDuration } from '@client/lib/format-duration';
import { useReaderLanguage } from '@client/lib/localized-text';
import { PageHeading } from '@client/startup/page-heading';
import { useAudio } from '../hooks/use-audio';
import '@client/i18n/namespaces/audios';
import { numberFormat } from '@client/lib/number-format';

export function AudioPage({
  audioId,
  player,
  downloadAction,
  favourite,
}: {
  audioId: string;
  /** The recitation player (with the verses to follow), composed in by the route. */
  player?: ReactNode;
  downloadAction?: (audio: Audio) => ReactNode;
  /** The reader's favourite toggle (the library feature), composed in by the route. */
  favourite?: ReactNode;
}) {
  const { t } = useTranslation('audios');
  const { language, locale } = useReaderLanguage();
  const state = useAudio(audioId);
  useDocumentTitle(
    state.status === 'ready'
      ? state.audio.title
      : state.status === 'missing'
        ? t('page.notFound')
        : '',
  );
  const back = <BackLink to="/audios" label={t('page.back')} />;
  if (state.status !== 'ready') {
    return (
      <DetailPageFallback
        status={state.status}
        back={back}
        missing={{ title: t('page.notFound'), body: t('page.notFoundBody') }}
        error={{ title: t('errors.loadAudio'), body: t('errors.loadAudioBody') }}
      />
    );
  }
  const { audio, poem, poet, singer } = state;
  const number = numberFormat(locale);
  const facts: [string, string | null][] = [
    [t('page.singer'), singer?.name ?? null],
    [t('page.duration'), formatDuration(audio.durationSec)],
    [t('page.size'), formatBytes(audio.sizeBytes, language)],
    [t('page.plays'), number.format(audio.plays)],
    [t('page.downloads'), number.format(audio.downloads)],
  ];
  return (
    <PageContainer>
      <Stack gap="8" maxW="3xl">
        {back}
        <Stack gap="2">
          <PageHeading
            dir="auto"
            fontFamily="heading"
            textStyle={{ base: '2xl', md: '4xl' }}
            fontWeight="semibold"
          >
            {audio.title}
          </PageHeading>
          {poem && (
            <Text textStyle="lg" color="fg.muted" dir="auto">
              <Text as="span" lang="wo" dir="ltr" fontFamily="heading" fontStyle="italic">
                {poem.title}
              </Text>
              {poet && ` · ${poet.name}`}
            </Text>
          )}
        </Stack>
        <HStack gap="3" wrap="wrap">
          {poem && (
            <Button asChild>
              <RouterLink to="/poem/$id" params={{ id: poem.id }}>
                <AppIcon name="book" />
                {t('page.readPoem')}
              </RouterLink>
            </Button>
          )}
          {downloadAction?.(audio)}
        </HStack>
        <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="4" m="0">
          {facts.map(([label, value]) =>
            value ? (
              <Stack
                key={label}
                gap="0.5"
                bg="bg.panel"
                borderWidth="1px"
                borderColor="border.muted"
                rounded="lg"
                p="3"
              >
                <Text as="dt" textStyle="xs" color="fg.muted" fontWeight="medium">
                  {label}
                </Text>
                <Text as="dd" m="0" fontWeight="semibold">
                  {value}
                </Text>
              </Stack>
            ) : null,
          )}
        </SimpleGrid>
        {singer?.biography && (
          <Text dir="auto" color="fg.muted" lineHeight="1.7">
            {singer.biography}
          </Text>
        )}
        {player && <Box data-slot="recitation-player">{player}</Box>}
        {/* Last, for the same reason as the poem's: nothing of the first screen moves. */}
        {favourite}
      </Stack>
    </PageContainer>
  );
}
