/**
 * The statistics screen (`/statistics?word=bëgg&ignoreAccents=true`): the word search and its
 * answer, then the corpus overview, whose charts load in their own chunk when the screen is
 * shown (they are never part of the other pages' JavaScript).
 */
import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@client/components/common/notice';
import { PageContainer } from '@client/components/common/page-container';
import { Pagination } from '@client/components/common/pagination';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { rememberVariants, rememberedVariants } from '@client/lib/spelling-variants';
import { rememberIgnoreAccents, rememberedIgnoreAccents } from '../accent-choice';
import { useWordStatistics } from '../hooks/use-word-statistics';
import type { StatisticsSearch } from '../statistics-search';
import { wordQueryError } from '@domain/words/word-query-error-key';
import { WordResults } from './word-results';
import { WordSearchForm } from './word-search-form';
import '@client/i18n/namespaces/statistics';

const CorpusOverview = lazy(() => import('./corpus-overview'));

export type { StatisticsSearch };

export function StatisticsScreen({
  search,
  onSearchChange,
}: {
  search: StatisticsSearch;
  onSearchChange: (next: StatisticsSearch) => void;
}) {
  const { t } = useTranslation('statistics');
  useDocumentTitle(t('title'));
  const ignoreAccents = search.ignoreAccents ?? rememberedIgnoreAccents();
  const page = Math.max(1, search.page ?? 1);
  const variants = search.variants ?? rememberedVariants();
  const state = useWordStatistics(search.word, { ignoreAccents, variants }, page - 1);

  return (
    <PageContainer>
      <Stack gap="10" maxW="4xl">
        <ScreenHeader title={t('title')} lead={t('lead')} />
        <Stack as="section" aria-labelledby="word-search-title" gap="6">
          <Heading
            as="h2"
            id="word-search-title"
            fontFamily="heading"
            textStyle="2xl"
            fontWeight="semibold"
          >
            {t('search.title')}
          </Heading>
          <WordSearchForm
            word={search.word ?? ''}
            options={{ ignoreAccents, variants }}
            onSearch={(word, options) => {
              rememberIgnoreAccents(options.ignoreAccents);
              rememberVariants(options.variants);
              // An empty search clears the previous answer rather than leaving it shown.
              onSearchChange({ word: word || undefined, ...options });
            }}
          />
          {state.status === 'invalid' && (
            <Notice tone="error">{t(...wordQueryError(state.reason))}</Notice>
          )}
          {state.status === 'error' && <Notice tone="error">{t('errors.load')}</Notice>}
          {state.status === 'ready' && (
            <>
              <WordResults result={state.result} poetNames={state.poetNames} />
              <Pagination
                label={t('pages.label')}
                page={page}
                pageCount={state.result.totalPages}
                onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
              />
            </>
          )}
        </Stack>
        <Suspense fallback={<Skeleton h="40" rounded="xl" />}>
          <CorpusOverview />
        </Suspense>
      </Stack>
    </PageContainer>
  );
}
