/** The poets list (SPEC.md section 2): every poet of the mirror with status, poem count and two buttons. */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@client/components/common/page-container';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { usePoets } from '../hooks/use-poets';
import { PoetCard } from './poet-card';
import { Notice } from '@client/components/common/notice';
import '@client/i18n/namespaces/poets';

export function PoetsScreen() {
  const { t } = useTranslation('poets');
  useDocumentTitle(t('list.title'));
  const state = usePoets();
  return (
    <PageContainer>
      <Stack gap="8">
        <ScreenHeader title={t('list.title')} lead={t('list.lead')} />
        {state.status === 'error' && <Notice tone="error">{t('errors.loadPoets')}</Notice>}
        {state.status === 'ready' && state.poets.length === 0 && <Notice>{t('list.empty')}</Notice>}
        {state.status === 'ready' && state.poets.length > 0 && (
          <SimpleGrid
            as="ul"
            columns={{ base: 1, sm: 2, lg: 3 }}
            gap="4"
            listStyleType="none"
            m="0"
            p="0"
          >
            {state.poets.map(({ poet, poemCount }) => (
              <li key={poet.id}>
                <PoetCard poet={poet} poemCount={poemCount} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageContainer>
  );
}
