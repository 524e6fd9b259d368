/**
 * /dashboard/audit-log: what administrators wrote, newest first: when, who, what, on which
 * record (a link to its screen). Filtered by kind of record and by administrator, paged;
 * the state is the URL's, so back, reload and a shared link show the same lines. Read-only.
 */
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { auditOperation } from '@domain/audit';
import type { AuditEntry } from '@domain/schemas/audit-log';
import '@client/i18n/namespaces/admin';
import '@client/i18n/namespaces/admin-people';
import { Notice } from '@client/components/common/notice';
import { PageContainer } from '@client/components/common/page-container';
import { Pagination } from '@client/components/common/pagination';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { IdText } from '../resource/id-text';
import { useFieldLabel } from '../history/use-field-label';
import { ListTable, type ListColumn } from '../resource/list-table';
import { RemoteStatus } from '../resource/remote-status';
import { useRemote } from '../resource/use-remote';
import { AuditFilters } from './audit-filters';
import type { AuditSearch } from './audit-search';
import { listAuditActors, listAuditLog } from './queries';
import { historyLink, recordLink } from './record-link';
import { AuditChanges } from './audit-changes';
import { DAY_AND_SECONDS, useDateFormat } from '../resource/use-date-format';

type Row = Omit<AuditEntry, 'id'> & { id: string };

interface Props {
  search: AuditSearch;
  onSearchChange: (next: AuditSearch) => void;
}

export function AuditLogScreen({ search, onSearchChange }: Props) {
  const { t: ta } = useTranslation('admin');
  const { t } = useTranslation('admin-people');
  useDocumentTitle(t('audit.title'));
  const log = useRemote(JSON.stringify(search), (signal) => listAuditLog(search, signal));
  const actors = useRemote('actors', listAuditActors);
  const date = useDateFormat(DAY_AND_SECONDS);
  const fieldLabel = useFieldLabel();
  const rows: Row[] = log.data?.content.map((e) => ({ ...e, id: String(e.id) })) ?? [];
  const entityName = (entity: string) =>
    t(`audit.entities.${entity}` as 'audit.entities.poems', { defaultValue: entity });
  const columns: ListColumn<Row>[] = [
    {
      key: 'at',
      label: t('audit.columns.at'),
      render: (e) => <time dateTime={e.at}>{date.format(new Date(e.at))}</time>,
    },
    {
      key: 'actor',
      label: t('audit.columns.actor'),
      render: (e) => (
        <Text as="span" dir="ltr">
          {e.actorEmail ?? t('audit.formerAdmin')}
        </Text>
      ),
    },
    {
      key: 'operation',
      label: t('audit.columns.operation'),
      render: (e) => (
        <Stack gap="0.5">
          <Text as="span">
            {t(`audit.operations.${auditOperation(e.action)}`)} · {entityName(e.entity)}
          </Text>
          {e.changes.length > 0 ? (
            <AuditChanges changes={e.changes} />
          ) : (
            e.fields.length > 0 && (
              <Text as="span" color="fg.muted" textStyle="xs">
                {t('audit.fields', { fields: e.fields.map(fieldLabel).join(', ') })}
              </Text>
            )
          )}
        </Stack>
      ),
    },
    {
      key: 'record',
      label: t('audit.columns.record'),
      wide: true,
      render: (e) =>
        e.name ? (
          <Text as="span" dir="auto">
            {e.name}
          </Text>
        ) : e.entityId ? (
          <IdText id={e.entityId} />
        ) : (
          t('audit.noRecord')
        ),
    },
  ];

  return (
    <PageContainer maxW="7xl">
      <Stack gap="6" data-list-state={log.loading ? 'loading' : 'ready'}>
        <ScreenHeader title={t('audit.title')} lead={t('audit.lead')} />
        <AuditFilters
          search={search}
          actors={actors.data ?? []}
          onChange={(change) => onSearchChange({ ...search, ...change, page: undefined })}
        />
        <RemoteStatus remote={log} failed={t('audit.loadError')} />
        {log.data && rows.length === 0 && !log.loading && (
          <Notice>
            <Text role="status">{t('audit.empty')}</Text>
          </Notice>
        )}
        {rows.length > 0 && (
          <ListTable
            caption={t('audit.title')}
            columns={columns}
            rows={rows}
            sort={undefined}
            onSort={() => undefined}
            busy={log.loading}
            actions={(e) => {
              const link = recordLink(e.entity, e.entityId);
              const history = e.revisionId ? historyLink(e.entity, e.entityId) : undefined;
              return (
                <HStack gap="3">
                  {link && (
                    <Link asChild colorPalette="primary" fontWeight="medium">
                      <RouterLink to={link.to} params={link.params}>
                        {t('audit.recordLink', { id: e.name ?? e.entityId?.slice(-6) ?? '' })}
                      </RouterLink>
                    </Link>
                  )}
                  {history && (
                    <Link asChild colorPalette="primary" fontWeight="medium">
                      <RouterLink to={history.to} params={history.params}>
                        {ta('history.title')}
                      </RouterLink>
                    </Link>
                  )}
                </HStack>
              );
            }}
          />
        )}
        {log.data && (
          <Stack gap="3">
            <Text color="fg.muted" textStyle="sm" role="status" aria-live="polite">
              {ta('list.total', { count: log.data.totalElements })}
            </Text>
            <Pagination
              label={ta('list.pages')}
              page={search.page ?? 1}
              pageCount={log.data.totalPages}
              onPage={(next) => onSearchChange({ ...search, page: next === 1 ? undefined : next })}
            />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
