/**
 * A poet's page (`/poet/<id>`): portrait, dates and status, the biography in the reader's
 * language (or the closest one the anthology has, said so), the poet's poems and the
 * recitations of those poems. "Error loading poet information" if the mirror fails.
 */
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { BackLink } from '@client/components/common/back-link';
import { DetailPageFallback } from '@client/components/common/detail-page-fallback';
import { PageContainer } from '@client/components/common/page-container';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { directionOf, htmlLangOf } from '@domain/i18n/languages';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';
import { PageHeading } from '@client/startup/page-heading';
import { usePoet } from '../hooks/use-poet';
import { poetYears } from '@domain/poet-display';
import { PoetPoems } from './poet-poems';
import { PoetPortrait } from './poet-portrait';
import { PoetRecitations } from './poet-recitations';
import { PoetStatusBadge } from './poet-status-badge';
import '@client/i18n/namespaces/poets';

export function PoetPage({
  poetId,
  favourite,
  playRecitations,
}: {
  poetId: string;
  /** The reader's favourite toggle (the library feature), composed in by the route. */
  favourite?: ReactNode;
  /** Plays the poet's recitations in a row (the player feature), composed in by the route. */
  playRecitations?: ReactNode;
}) {
  const { t } = useTranslation('poets');
  const { language } = useReaderLanguage();
  const state = usePoet(poetId);
  useDocumentTitle(
    state.status === 'ready'
      ? state.poet.name
      : state.status === 'missing'
        ? t('page.notFound')
        : '',
  );

  const back = <BackLink to="/poets" label={t('page.back')} />;

  if (state.status !== 'ready') {
    return (
      <DetailPageFallback
        status={state.status}
        back={back}
        missing={{ title: t('page.notFound'), body: t('page.notFoundBody') }}
        error={{ title: t('errors.loadPoet'), body: t('errors.loadPoetBody') }}
      />
    );
  }

  const { poet, poems, recitations } = state;
  const biography = pickLocalized(poet.biography, language);
  const years = poetYears(poet);
  return (
    <PageContainer>
      <Stack gap="10" maxW="4xl">
        {back}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ sm: 'center' }}>
          <PoetPortrait name={poet.name} photoUrl={poet.photoUrl} size="6rem" />
          <Stack gap="2">
            <PageHeading
              dir="auto"
              fontFamily="heading"
              textStyle={{ base: '3xl', md: '4xl' }}
              fontWeight="semibold"
            >
              {poet.name}
            </PageHeading>
            <HStack gap="3" wrap="wrap" color="fg.muted">
              {years && <Text>{years}</Text>}
              <PoetStatusBadge poet={poet} />
            </HStack>
          </Stack>
        </Stack>
        <Stack as="section" aria-labelledby="poet-bio-title" gap="3">
          <Heading
            as="h2"
            id="poet-bio-title"
            fontFamily="heading"
            textStyle="xl"
            fontWeight="semibold"
          >
            {t('page.biography')}
          </Heading>
          {biography ? (
            <>
              {biography.language !== language && (
                <Text textStyle="sm" color="fg.muted">
                  {t('page.biographyIn', { language: t(`page.languages.${biography.language}`) })}
                </Text>
              )}
              <Text
                lang={htmlLangOf(biography.language)}
                dir={directionOf(biography.language)}
                textStyle="lg"
                lineHeight="1.75"
                maxW="65ch"
                whiteSpace="pre-line"
              >
                {biography.text}
              </Text>
            </>
          ) : (
            <Text color="fg.muted">{t('page.noBiography')}</Text>
          )}
        </Stack>
        <PoetPoems poetId={poet.id} poems={poems} />
        <PoetRecitations recitations={recitations} play={playRecitations} />
        {/* Last on the page: the server's first screen draws the rest, and a button arriving
            above it with the client would move the page. */}
        {favourite}
      </Stack>
    </PageContainer>
  );
}
