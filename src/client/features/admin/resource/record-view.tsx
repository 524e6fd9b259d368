/**
 * The view screen of one record (poems, poets, difficult words; SPEC gives themes and tags
 * none): its fields as a description list, read from the API (the server's state, with its
 * version), with edit, delete and back to the list. After a delete the screen goes back to
 * the list; a record that does not exist (or no longer) says so.
 */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import { BackLink } from '@client/components/common/back-link';
import type { DashboardScreen, RecordRoute } from '@client/route-paths';
import { PageContainer } from '@client/components/common/page-container';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { RecordFields, type RecordField } from './record-fields';
import { RecordLoadState } from './record-load-state';
import { useDeleteRecord, type DeleteTexts } from './use-delete-record';
import { useRemote } from './use-remote';
import { DAY_AND_TIME, useDateFormat } from './use-date-format';

// Re-exported: every resource's view imports the field type with RecordView.
export type { RecordField } from './record-fields';

export interface RecordViewTexts extends DeleteTexts {
  /** The resource's name (the lead, and the title while loading). */
  section: string;
  notFound: string;
  /** SPEC: 'Error fetching difficult word'. */
  fetchError: string;
}

export function RecordView<T extends { id: string; createdAt: string; updatedAt: string }>({
  id,
  load,
  texts,
  name,
  fields,
  listPath,
  editRoute,
  historyRoute,
  remove,
  extra,
}: {
  id: string;
  load: (id: string, signal: AbortSignal) => Promise<T>;
  texts: RecordViewTexts;
  name: (record: T) => string;
  fields: (record: T) => RecordField[];
  listPath: DashboardScreen;
  /** The record's edit form (`/dashboard/poems/$id/edit`), opened with this record's id. */
  editRoute: RecordRoute;
  /** The record's History screen (every saved version), for records that keep one. */
  historyRoute?: RecordRoute;
  /** Deletes the record on the server (its resource's `delete`). */
  remove: (id: string) => Promise<void>;
  /** More of the screen under the fields (a recording's player); `reload` reads the record again. */
  extra?: (record: T, reload: () => void) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const record = useRemote(id, (signal) => load(id, signal));
  const remover = useDeleteRecord({
    remove,
    texts,
    onDeleted: () => void navigate({ to: listPath }),
  });
  const data = record.data?.id === id ? record.data : undefined;
  useDocumentTitle(data ? name(data) : texts.section);
  const dates = useDateFormat(DAY_AND_TIME);
  const date = (iso: string) => dates.format(new Date(iso));

  const back = <BackLink to={listPath} label={t('common.backToList')} />;

  if (!data)
    return (
      <PageContainer>
        <Stack gap="6">
          {back}
          <RecordLoadState
            record={record}
            texts={{
              loading: t('list.loading'),
              notFound: texts.notFound,
              fetchError: texts.fetchError,
              retry: t('common.retry'),
            }}
          />
        </Stack>
      </PageContainer>
    );

  const all: RecordField[] = [
    ...fields(data),
    { label: t('view.createdAt'), value: date(data.createdAt) },
    { label: t('view.updatedAt'), value: date(data.updatedAt) },
  ];
  return (
    <PageContainer>
      <Stack gap="6">
        {back}
        <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
          <ScreenHeader title={name(data)} lead={texts.section} />
          <HStack gap="2">
            <Button asChild variant="outline">
              <RouterLink to={editRoute} params={{ id }}>
                {t('common.edit')}
              </RouterLink>
            </Button>
            {historyRoute && (
              <Button asChild variant="outline">
                <RouterLink to={historyRoute} params={{ id }}>
                  {t('history.title')}
                </RouterLink>
              </Button>
            )}
            <Button
              colorPalette="error"
              variant="outline"
              onClick={() => remover.ask({ id: data.id, name: name(data) })}
            >
              {t('common.delete')}
            </Button>
          </HStack>
        </HStack>
        <RecordFields fields={all} />
        {extra?.(data, record.reload)}
      </Stack>
      <ConfirmDeleteDialog controller={remover} body={texts.body} />
    </PageContainer>
  );
}
