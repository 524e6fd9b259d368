/**
 * The poems list (SPEC.md section 2): search by title, verse or poet, theme chips, the
 * advanced filter and pages, all read from and written to the URL by the route (`search`,
 * `onSearchChange`), so a link shares the exact list and the back button works.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@client/components/common/page-container';
import { Pagination } from '@client/components/common/pagination';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { useReaderLanguage } from '@client/lib/localized-text';
import { ONLINE_SCOPE, type OfflineScope } from '../filter-poems';
import { usePoemList } from '../hooks/use-poem-list';
import { withoutFilters, type PoemSearch } from '../poem-search';
import { PoemFilterPanel } from './poem-filter-panel';
import { PoemListItem } from './poem-list-item';
import { PoemSearchBox } from './poem-search-box';
import { Notice } from '@client/components/common/notice';
import { ThemeChips } from './theme-chips';
import '@client/i18n/namespaces/poems';
import { numberFormat } from '@client/lib/number-format';

export interface PoemsScreenProps {
  search: PoemSearch;
  onSearchChange: (next: PoemSearch, options?: { replace?: boolean }) => void;
  /** The offline-only switch and what is on the device (from the route). */
  offline?: OfflineScope;
}

export function PoemsScreen({ search, onSearchChange, offline = ONLINE_SCOPE }: PoemsScreenProps) {
  const { t } = useTranslation('poems');
  const { locale } = useReaderLanguage();
  useDocumentTitle(t('list.title'));
  const state = usePoemList(search, offline);
  const onSearch = useCallback(
    (q: string) =>
      onSearchChange({ ...search, q: q.trim() || undefined, page: undefined }, { replace: true }),
    [onSearchChange, search],
  );

  return (
    <PageContainer>
      <Stack gap="6">
        <ScreenHeader title={t('list.title')} lead={t('list.lead')} />
        <PoemSearchBox value={search.q ?? ''} onSearch={onSearch} />
        {state.status === 'error' && <Notice tone="error">{t('errors.loadPoems')}</Notice>}
        {state.status === 'ready' && (
          <>
            <ThemeChips
              themes={state.catalogue.themes}
              selected={search.theme}
              onSelect={(theme) => onSearchChange({ ...search, theme, page: undefined })}
            />
            <PoemFilterPanel
              search={search}
              poets={[...state.catalogue.poets.values()].sort((a, b) =>
                a.name.localeCompare(b.name),
              )}
              tags={state.catalogue.tags}
              onApply={(fields) => onSearchChange({ ...withoutFilters(search), ...fields })}
              onReset={() => onSearchChange(withoutFilters(search))}
            />
            {offline.offlineOnly && <Text color="fg.muted">{t('list.offlineOnly')}</Text>}
            <Text
              role="status"
              aria-live="polite"
              fontWeight="medium"
              opacity={state.stale ? 0.6 : 1}
            >
              {t('list.count', { formatted: numberFormat(locale).format(state.total) })}
            </Text>
            {state.total === 0 ? (
              <Notice>{t('list.empty')}</Notice>
            ) : (
              <Stack
                as="ol"
                gap="3"
                listStyleType="none"
                m="0"
                p="0"
                opacity={state.stale ? 0.6 : 1}
                aria-busy={state.stale}
              >
                {state.items.map((poem) => (
                  <li key={poem.id}>
                    <PoemListItem
                      poem={poem}
                      poet={state.catalogue.poets.get(poem.poetId)}
                      theme={state.catalogue.themes.find((theme) => theme.id === poem.themeId)}
                      hasAudio={state.hasAudio(poem)}
                    />
                  </li>
                ))}
              </Stack>
            )}
            <Pagination
              label={t('pages.label')}
              page={state.page}
              pageCount={state.pageCount}
              onPage={(page) => {
                onSearchChange({ ...search, page: page > 1 ? page : undefined });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
