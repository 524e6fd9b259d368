/**
 * The search dialog (SPEC section 2), loaded on first use: a query box filtering the
 * navigation by title or path, grouped, plus the poems and poets of the offline mirror
 * whose title or name matches. Empty query: "Please enter keywords"; nothing found:
 * "Not Found" and a hint. Picking a result navigates (a target containing http opens a
 * new window); Enter in the box picks the first result.
 */
import { CloseButton, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@client/components/ui/dialog';
import type { OverlayProps } from '@client/startup/lazy-overlay';
import type { NavGroup } from '@client/components/layout/nav-items';
import { useCatalogSearch } from '@client/hooks/use-catalog-search';
import { searchNav } from './nav-search';
import { SearchResults, type ResultSection } from './search-results';

export const SEARCH_RESULTS_HEIGHT = '400px';

export default function SearchDialog({
  open,
  onOpenChange,
  groups,
}: OverlayProps & { groups: readonly NavGroup[] }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const catalog = useCatalogSearch(deferredQuery);

  const sections: ResultSection[] = searchNav(groups, deferredQuery, (key) =>
    tCommon(key as never),
  ).map((g) => ({
    key: g.key,
    title: g.title,
    hits: g.hits.map((h) => ({
      key: h.path,
      label: h.parent ? `${h.parent} · ${h.title}` : h.title,
      detail: h.path,
      path: h.path,
    })),
  }));
  for (const [kind, path] of [
    ['poems', '/poem/'],
    ['poets', '/poet/'],
  ] as const) {
    const hits = catalog?.[kind] ?? [];
    if (hits.length)
      sections.push({
        key: kind,
        title: t(`search.groups.${kind}`),
        hits: hits.map((h) => ({ key: h.id, label: h.title, path: `${path}${h.id}` })),
      });
  }

  const pick = (path: string) => {
    onOpenChange(false);
    setQuery('');
    if (path.includes('http')) window.open(path, '_blank', 'noopener,noreferrer');
    else void navigate({ to: path as '/' });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="top"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pb="2" gap="2">
              <Dialog.Title srOnly>{t('search.title')}</Dialog.Title>
              <Input
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => {
                  const first = sections[0]?.hits[0];
                  if (e.key === 'Enter' && first) pick(first.path);
                }}
                placeholder={t('search.placeholder')}
                aria-label={t('search.title')}
                data-autofocus
                variant="flushed"
                size="lg"
              />
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={t('search.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body pb="4" maxH={SEARCH_RESULTS_HEIGHT} overflowY="auto">
              {!deferredQuery.trim() ? (
                <Text color="fg.muted" textAlign="center" py="10" role="status">
                  {t('search.empty')}
                </Text>
              ) : sections.length === 0 && catalog !== undefined ? (
                <Stack align="center" textAlign="center" py="10" gap="1" role="status">
                  <Text fontWeight="semibold">{t('search.notFound')}</Text>
                  <Text color="fg.muted" textStyle="sm">
                    {t('search.notFoundHint')}
                  </Text>
                </Stack>
              ) : (
                <SearchResults sections={sections} onPick={pick} />
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
