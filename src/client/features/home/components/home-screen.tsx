/** The home page (SPEC section 1): hero, services, counters, tribute. */
import { Stack } from '@chakra-ui/react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@client/components/common/page-container';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { AfterContent } from '@client/startup/after-content';
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
        {/* The counters' code and data load once the hero is painted; only this slot re-renders then. */}
        <AfterContent moment="painted" fallback={<StatsCounters state={{ status: 'loading' }} />}>
          <StatsSection />
        </AfterContent>
        <Tribute />
      </Stack>
    </PageContainer>
  );
}
