/** The home page (SPEC section 1): hero, services, counters, tribute. */
import { Stack } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '@client/components/common/deferred';
import { PageContainer } from '@client/components/common/page-container';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { HomeHero } from './home-hero';
import { ServiceGrid } from './service-grid';
import { StatsCounters } from './stats-counters';
import { Tribute } from './tribute';
import '@client/i18n/namespaces/home';

const StatsSection = lazy(() => import('./stats-section'));

export function HomeScreen() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  return (
    <PageContainer py={{ base: '5', md: '8', lg: '10' }}>
      <Stack gap={{ base: '14', md: '20' }}>
        <HomeHero />
        <ServiceGrid />
        <StatsAfterFirstPaint />
        <Tribute />
      </Stack>
    </PageContainer>
  );
}

/** The counters' code and data load after the first paint; only this part re-renders then. */
function StatsAfterFirstPaint() {
  const painted = useAfterFirstPaint();
  const loading = <StatsCounters state={{ status: 'loading' }} />;
  return painted ? (
    <Suspense fallback={loading}>
      <StatsSection />
    </Suspense>
  ) : (
    loading
  );
}
