/**
 * The one list screen of the dashboard, shared by every resource: server-side pages, sort by
 * column, search as you type, page size, and the empty, loading and error states. Its state
 * is the URL's (list-search.ts): the route hands in `search` and how to change it, so back,
 * reload and a shared link show the same view. Deletes go through useDeleteRecord: the row
 * leaves the list once the server has deleted it. With `bulk`, rows get tick boxes
 * (use-row-selection.ts) and the ticked ones their actions.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@domain/paging';
import '@client/i18n/namespaces/admin';
import { Notice } from '@client/components/common/notice';
import { PageContainer } from '@client/components/common/page-container';
import { Pagination } from '@client/components/common/pagination';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DEFAULT_PAGE_SIZE, parseSort } from '@domain/page-request';
import type { ListSearch } from './list-search';
import { ListTable, type ListColumn } from './list-table';
import { PageSizeSelect } from './page-size-select';
import type { DashboardScreen, RecordRoute } from '@client/route-paths';
import type { TransferResource } from '@domain/transfer/transfer-resources';
import { ListTransfer } from '../transfer/list-transfer';
import { RemoteStatus } from './remote-status';
import { RowActions } from './row-actions';
import { SearchField } from './search-field';
import { useDeleteRecord, type DeleteTexts } from './use-delete-record';
import { useRemote } from './use-remote';
import { useRowSelection } from './use-row-selection';

export interface ResourceListTexts extends DeleteTexts {
  title: string;
  lead: string;
  searchHint: string;
  /** No record matches (or there is none yet). */
  empty: string;
  /** SPEC: 'Error loading difficult words'. */
  loadError: string;
}

export interface ResourceListProps<T extends { id: string }> {
  texts: ResourceListTexts;
  search: ListSearch;
  /** Changes the URL's list state (`replace` while typing a search). */
  onSearchChange: (next: ListSearch, options?: { replace?: boolean }) => void;
  /** Reads one page for a list state. */
  load: (search: ListSearch, signal: AbortSignal) => Promise<Page<T>>;
  columns: ListColumn<T>[];
  /** The record's name, for its actions and the delete dialog. */
  rowName: (row: T) => string;
  /** Deletes a record on the server (its resource's `delete`). */
  remove: (id: string) => Promise<void>;
  newPath: DashboardScreen;
  /** A row's view and edit screens (`/dashboard/poems/$id`), opened with the row's id. */
  viewRoute?: RecordRoute;
  editRoute: RecordRoute;
  /** Shown above the table (e.g. a note about names read from this device). */
  note?: ReactNode;
  /**
   * Bulk actions: the rows get tick boxes, and this draws the actions for the ticked ones
   * (`bulk-actions.tsx`); `settled(failedIds)` reloads the page, leaving ticked the rows the
   * action could not change.
   */
  bulk?: (selected: T[], settled: (failedIds: string[]) => void) => ReactNode;
  /** Export what the list shows (CSV, JSON) and import such a file (../transfer). */
  transfer?: TransferResource;
}

export function ResourceList<T extends { id: string }>(props: ResourceListProps<T>) {
  const { texts, search, onSearchChange, columns, rowName } = props;
  const { t } = useTranslation('admin');
  useDocumentTitle(texts.title);
  // The whole URL state: a resource's own filters (the users' role) reload the page too.
  const key = JSON.stringify(search);
  const list = useRemote(key, (signal) => props.load(search, signal));
  // Rows the server has deleted, hidden from the answer they were in until the next one.
  const [deletedFrom, setDeletedFrom] = useState<{ page: unknown; ids: ReadonlySet<string> }>();
  const removed =
    deletedFrom && deletedFrom.page === list.data ? deletedFrom.ids : new Set<string>();
  const remover = useDeleteRecord({
    remove: props.remove,
    texts,
    onDeleted: ({ id }) => {
      setDeletedFrom({ page: list.data, ids: new Set(removed).add(id) });
      const page = search.page ?? 1;
      const left = (list.data?.content.length ?? 0) - 1;
      if (left <= 0 && page > 1) onSearchChange({ ...search, page: page - 1 });
      else list.reload();
    },
  });

  const rows = list.data?.content.filter((row) => !removed.has(row.id)) ?? [];
  const page = list.data;
  const selection = useRowSelection(rows, key);
  const set = (change: Partial<ListSearch>, replace = false) =>
    onSearchChange({ ...search, ...change }, { replace });

  return (
    <PageContainer maxW="7xl">
      <Stack gap="6" data-list-state={list.loading ? 'loading' : 'ready'}>
        <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
          <ScreenHeader title={texts.title} lead={texts.lead} />
          <Button asChild colorPalette="primary" flexShrink={0}>
            <RouterLink to={props.newPath}>{t('common.new')}</RouterLink>
          </Button>
        </HStack>

        <HStack gap="4" align="end" flexWrap="wrap">
          <SearchField
            label={t('list.search')}
            hint={texts.searchHint}
            value={search.q ?? ''}
            onSearch={(q) => set({ q: q || undefined, page: undefined }, true)}
          />
          <PageSizeSelect
            label={t('list.pageSize')}
            value={search.size ?? DEFAULT_PAGE_SIZE}
            onChange={(size) =>
              set({ size: size === DEFAULT_PAGE_SIZE ? undefined : size, page: undefined })
            }
          />
        </HStack>

        {props.transfer && (
          <ListTransfer
            resource={props.transfer}
            search={search}
            load={props.load}
            onImported={list.reload}
          />
        )}

        {props.note}

        <RemoteStatus remote={list} failed={texts.loadError} />

        {page && rows.length === 0 && !list.loading && !list.error && (
          <Notice>
            <Text role="status">{texts.empty}</Text>
          </Notice>
        )}

        {props.bulk &&
          selection.selected.length > 0 &&
          props.bulk(selection.selected, (failed) => {
            selection.keepOnly(failed);
            list.reload();
          })}

        {rows.length > 0 && (
          <ListTable
            caption={texts.title}
            columns={columns}
            rows={rows}
            sort={parseSort(search.sort)}
            onSort={(next) => set({ sort: `${next.field},${next.direction}`, page: undefined })}
            busy={list.loading}
            selection={
              props.bulk && {
                ...selection,
                allLabel: t('bulk.selectPage'),
                rowLabel: (row) => t('bulk.selectNamed', { name: rowName(row) }),
              }
            }
            actions={(row) => (
              <RowActions
                id={row.id}
                name={rowName(row)}
                viewRoute={props.viewRoute}
                editRoute={props.editRoute}
                onDelete={() => remover.ask({ id: row.id, name: rowName(row) })}
              />
            )}
          />
        )}

        {page && (
          <Stack gap="3">
            <Text color="fg.muted" textStyle="sm" role="status" aria-live="polite">
              {t('list.total', { count: page.totalElements - removed.size })}
            </Text>
            <Pagination
              label={t('list.pages')}
              page={search.page ?? 1}
              pageCount={page.totalPages}
              onPage={(next) => set({ page: next === 1 ? undefined : next })}
            />
          </Stack>
        )}
      </Stack>
      <ConfirmDeleteDialog controller={remover} body={texts.body} />
    </PageContainer>
  );
}
