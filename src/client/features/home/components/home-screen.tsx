/** The home page (SPEC section 1): hero, services, counters, tribute. */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@client/components/common/page-container';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { useStatsSummary } from '../hooks/use-stats-summary';
import { HomeHero } from './home-hero';
import { ServiceGrid } from './service-grid';
import { StatsCounters } from './stats-counters';
import { Tribute } from './tribute';

export function HomeScreen() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  const stats = useStatsSummary();
  return (
    <PageContainer py={{ base: '5', md: '8', lg: '10' }}>
      <Stack gap={{ base: '14', md: '20' }}>
        <HomeHero />
        <ServiceGrid />
        <StatsCounters state={stats} />
        <Tribute />
      </Stack>
    </PageContainer>
  );
}
