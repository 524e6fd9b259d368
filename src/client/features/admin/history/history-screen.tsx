/**
 * A record's History (poems, poets, difficult words, recordings): every saved version, who
 * saved it and when, newest first. Pick any two to compare them (the newest two at first);
 * restore any earlier one, after a confirmation: the restore is a new save (a new version at
 * the top of the list, nothing rewritten), refused like any save when someone saved since
 * this screen read the record.
 */
import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordName } from '@domain/revisions/compare-records';
import type { RevisionSummary, RevisionedEntity } from '@domain/schemas/revision';
import '@client/i18n/namespaces/admin';
import { ApiError } from '@client/api/api-error';
import { errorText } from '@client/lib/error-text';
import { BackLink } from '@client/components/common/back-link';
import type { RecordRoute } from '@client/route-paths';
import { PageContainer } from '@client/components/common/page-container';
import { Pagination } from '@client/components/common/pagination';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { showToast } from '../form/toasts';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { RemoteStatus } from '../resource/remote-status';
import { DAY_AND_SECONDS, useDateFormat } from '../resource/use-date-format';
import { useRemote } from '../resource/use-remote';
import { getHistoryRecord, getRevision, listRevisions, restoreRevision } from './queries';
import { RevisionComparison } from './revision-comparison';

const cell = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted' } as const;

/** The two revisions to compare, older first (none until two are picked). */
function comparedPair(ids: number[]): [number, number] | undefined {
  if (ids.length !== 2) return undefined;
  const [a, b] = [...ids].sort((x, y) => x - y);
  return [a!, b!];
}

export function HistoryScreen({
  entity,
  id,
  viewRoute,
}: {
  entity: RevisionedEntity;
  id: string;
  /** The record's view, where "back" goes. */
  viewRoute: RecordRoute;
}) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(0);
  // The revisions picked to compare; undefined until the administrator picks: the newest two.
  const [picked, setPicked] = useState<number[]>();
  const [asked, setAsked] = useState<RevisionSummary>();
  const [restoring, setRestoring] = useState(false);
  const record = useRemote(`${entity}/${id}`, (signal) => getHistoryRecord(entity, id, signal));
  const history = useRemote(`${entity}/${id}/${page}`, (signal) =>
    listRevisions(entity, id, page, signal),
  );
  const rows = history.data?.content ?? [];
  // The screen needs both reads: a retry repeats whichever failed.
  const reloadBoth = () => {
    record.reload();
    history.reload();
  };
  const checked = picked ?? rows.slice(0, 2).map((r) => r.id);
  const pair = comparedPair(checked);
  const compared = useRemote(pair ? pair.join('-') : 'none', async (signal) =>
    pair
      ? Promise.all(pair.map((revisionId) => getRevision(entity, id, revisionId, signal)))
      : undefined,
  );
  const dates = useDateFormat(DAY_AND_SECONDS);
  const name = (record.data && recordName(record.data)) ?? '';
  useDocumentTitle(name ? `${t('history.title')} · ${name}` : t('history.title'));

  // A third pick lets go of the earlier of the two already picked.
  const toggle = (revisionId: number, on: boolean) => {
    const without = checked.filter((r) => r !== revisionId);
    setPicked(on ? [...without.slice(-1), revisionId] : without);
  };

  async function restore(revision: RevisionSummary) {
    const current = record.data;
    if (!current) return;
    setRestoring(true);
    try {
      const saved = await restoreRevision(entity, id, revision.id, current.version);
      showToast({
        tone: 'success',
        title: t('history.restored', { version: revision.version, now: saved.version }),
      });
      setPicked(undefined);
      setPage(0);
      record.reload();
      history.reload();
    } catch (error) {
      const stale = error instanceof ApiError && error.code === 'stale_version';
      showToast({
        tone: 'error',
        title: t(stale ? 'history.restoreStale' : 'history.restoreError'),
        description: stale ? undefined : errorText(error),
      });
      if (stale) record.reload();
    } finally {
      setRestoring(false);
      setAsked(undefined);
    }
  }

  const newest = rows[0]?.version === record.data?.version && page === 0 ? rows[0]?.id : undefined;
  const [older, newer] = compared.data ?? [];

  return (
    <PageContainer maxW="7xl">
      <Stack gap="6" data-list-state={history.loading ? 'loading' : 'ready'}>
        <BackLink to={viewRoute} params={{ id }} label={t('history.back')} />
        <ScreenHeader title={name || t('history.title')} lead={t('history.title')} />
        <RemoteStatus
          remote={{ ...history, error: history.error ?? record.error, reload: reloadBoth }}
          failed={history.error?.status === 404 ? t('history.none') : t('history.loadError')}
        />
        {rows.length > 0 && (
          <chakra.div overflowX="auto" borderWidth="1px" borderColor="border.muted" rounded="xl">
            <chakra.table w="full" borderCollapse="collapse" textStyle="sm">
              <chakra.caption srOnly>{t('history.title')}</chakra.caption>
              <thead>
                <tr>
                  <chakra.th {...cell} scope="col" textAlign="start">
                    {t('history.columns.version')}
                  </chakra.th>
                  <chakra.th {...cell} scope="col" textAlign="start">
                    {t('history.columns.at')}
                  </chakra.th>
                  <chakra.th {...cell} scope="col" textAlign="start">
                    {t('history.columns.actor')}
                  </chakra.th>
                  <chakra.th {...cell} scope="col" textAlign="start">
                    {t('history.columns.compare')}
                  </chakra.th>
                  <chakra.th {...cell} scope="col" textAlign="start">
                    {t('history.columns.actions')}
                  </chakra.th>
                </tr>
              </thead>
              <tbody>
                {rows.map((revision) => (
                  <tr key={revision.id} data-revision-row={revision.version}>
                    <chakra.th {...cell} scope="row" textAlign="start" fontWeight="semibold">
                      {t('history.version', { version: revision.version })}
                      {revision.id === newest && (
                        <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
                          {t('history.current')}
                        </Text>
                      )}
                    </chakra.th>
                    <chakra.td {...cell}>
                      <time dateTime={revision.at}>{dates.format(new Date(revision.at))}</time>
                    </chakra.td>
                    <chakra.td {...cell}>{revision.actor?.name ?? t('history.nobody')}</chakra.td>
                    <chakra.td {...cell}>
                      <chakra.label display="inline-flex" alignItems="center" gap="2" minH="11">
                        <chakra.input
                          type="checkbox"
                          boxSize="5"
                          checked={checked.includes(revision.id)}
                          onChange={(e) => toggle(revision.id, e.target.checked)}
                        />
                        <chakra.span srOnly>
                          {t('history.compareVersion', { version: revision.version })}
                        </chakra.span>
                      </chakra.label>
                    </chakra.td>
                    <chakra.td {...cell}>
                      {revision.id !== newest && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setAsked(revision)}
                          aria-label={t('history.restoreVersion', { version: revision.version })}
                        >
                          {t('history.restore')}
                        </Button>
                      )}
                    </chakra.td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </chakra.div>
        )}
        {history.data && history.data.totalPages > 1 && (
          <Pagination
            label={t('list.pages')}
            page={page + 1}
            pageCount={history.data.totalPages}
            onPage={(next) => setPage(next - 1)}
          />
        )}
        {older && newer && (
          <Stack gap="4" as="section" aria-labelledby="history-comparison">
            <Text as="h2" id="history-comparison" textStyle="lg" fontWeight="semibold">
              {t('history.comparing', { from: older.version, to: newer.version })}
            </Text>
            <RevisionComparison before={older.values} after={newer.values} />
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={asked !== undefined}
        title={t('history.confirmTitle', { version: asked?.version ?? '' })}
        body={t('history.confirmBody')}
        confirmLabel={t('history.restore')}
        pendingLabel={t('history.restoring')}
        pending={restoring}
        tone="primary"
        onConfirm={() => asked && void restore(asked)}
        onCancel={() => setAsked(undefined)}
      />
    </PageContainer>
  );
}
