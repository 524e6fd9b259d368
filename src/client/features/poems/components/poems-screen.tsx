/**
 * The poems list (SPEC.md section 2): search by title, verse or poet, theme chips, the
 * advanced filter and pages, all read from and written to the URL by the route (`search`,
 * `onSearchChange`), so a link shares the exact list and the back button works.
 */
import { Stack, Text } from '@chakra-ui/react';
import { CheckField } from '@client/components/common/check-field';
import { lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@client/components/common/page-container';
import { Pagination } from '@client/components/common/pagination';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { useReaderLanguage } from '@client/lib/localized-text';
import { AfterContent } from '@client/startup/after-content';
import { usePoemList, type LivePoemList as LiveList } from '../hooks/use-poem-list';
import { withoutFilters, type PoemSearch, type PoemSearchUpdate } from '../poem-search';
import { PoemFilterPanel } from './poem-filter-panel';
import { PoemListItem } from './poem-list-item';
import { PoemSearchBox } from './poem-search-box';
import { Notice } from '@client/components/common/notice';
import { ThemeChips } from './theme-chips';
import '@client/i18n/namespaces/poems';
import { numberFormat } from '@client/lib/number-format';
import { rememberVariants, rememberedVariants } from '@client/lib/spelling-variants';

export interface PoemsScreenProps {
  search: PoemSearch;
  onSearchChange: (next: PoemSearchUpdate, options?: { replace?: boolean }) => void;
}

/** The list read from the mirror (Dexie, the filter): loads after the first content. */
const LivePoemList = lazy(() => import('./live-poem-list'));

export function PoemsScreen({ search, onSearchChange }: PoemsScreenProps) {
  const { t } = useTranslation('poems');
  const { locale } = useReaderLanguage();
  useDocumentTitle(t('list.title'));
  const [live, setLive] = useState<LiveList>();
  const state = usePoemList(search, live);
  const offlineOnly = live?.offlineOnly ?? false;
  const onSearch = useCallback(
    (q: string) =>
      onSearchChange((current) => ({ ...current, q: q.trim() || undefined, page: undefined }), {
        replace: true,
      }),
    [onSearchChange],
  );

  return (
    <PageContainer>
      <Stack gap="6">
        <ScreenHeader title={t('list.title')} lead={t('list.lead')} />
        <AfterContent moment="painted">
          <LivePoemList search={search} onChange={setLive} />
        </AfterContent>
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
            <CheckField
              name="variants"
              label={t('list.variants')}
              // From the search itself, not the deferred list: the switch follows the click
              // at once while the list catches up.
              checked={search.variants ?? rememberedVariants()}
              onChange={(variants) => {
                rememberVariants(variants);
                onSearchChange((current) => ({ ...current, variants, page: undefined }), {
                  replace: true,
                });
              }}
            />
            {offlineOnly && <Text color="fg.muted">{t('list.offlineOnly')}</Text>}
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
                      alsoWritten={state.alsoWritten.get(poem.id)}
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
