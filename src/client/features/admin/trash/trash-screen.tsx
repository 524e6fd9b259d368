/**
 * /dashboard/trash: the deleted poems (with their recordings and difficult words), poets and
 * recordings, newest delete first: what, who deleted it, when, and the days left before the
 * server purges it. Restore puts an item back whole (this device syncs at once, readers'
 * devices at their next sync). "Delete for good" and "Empty the trash" are the dashboard's
 * only irreversible deletes, each confirmed in an alert dialog first (focus on Cancel).
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trashDaysLeft, type TrashItem } from '@domain/schemas/trash';
import '@client/i18n/namespaces/admin';
import { Notice } from '@client/components/common/notice';
import { PageContainer } from '@client/components/common/page-container';
import { ScreenHeader } from '@client/components/common/screen-header';
import { ApiError } from '@client/api/api-error';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { errorText } from '@client/lib/error-text';
import { syncAfterSave } from '../form/sync-after-save';
import { showToast } from '../form/toasts';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { ListTable, type ListColumn } from '../resource/list-table';
import { RemoteStatus } from '../resource/remote-status';
import { DAY_AND_TIME, useDateFormat } from '../resource/use-date-format';
import { useRemote } from '../resource/use-remote';
import { emptyTrash, listTrash, removeFromTrash, restoreFromTrash } from './queries';

/** What the open confirmation is about: one item, or the whole trash. */
type Pending = { kind: 'remove'; item: TrashItem } | { kind: 'empty' };

export function TrashScreen() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('trash.title'));
  const trash = useRemote('trash', listTrash);
  const date = useDateFormat(DAY_AND_TIME);
  const [confirming, setConfirming] = useState<Pending>();
  const [busy, setBusy] = useState(false);
  const items = trash.data ?? [];
  const now = new Date();

  /** Why it failed, in the reader's language: offline, or the server's code (parent_missing, …). */
  const explain = (error: unknown) =>
    error instanceof ApiError && error.offline ? t('trash.offline') : errorText(error);

  async function act(run: () => Promise<unknown>, done: string, name?: string) {
    setBusy(true);
    try {
      await run();
      showToast({ tone: 'success', title: done, description: name });
      syncAfterSave();
    } catch (failure) {
      showToast({
        tone: 'error',
        title: t('trash.failed'),
        description: explain(failure),
      });
    } finally {
      setBusy(false);
      setConfirming(undefined);
      trash.reload();
    }
  }

  const confirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'empty') void act(emptyTrash, t('trash.emptied'));
    else {
      const { item } = confirming;
      void act(() => removeFromTrash(item.id), t('trash.removed'), item.title);
    }
  };

  const columns: ListColumn<TrashItem>[] = [
    {
      key: 'what',
      label: t('trash.columns.what'),
      wide: true,
      render: (item) => (
        <Stack gap="0.5">
          <Text as="span" fontWeight="medium">
            {item.title}
          </Text>
          <Text as="span" color="fg.muted" textStyle="xs">
            {t(`trash.entities.${item.entity}`)}
            {item.parentTitle ? ` · ${t('trash.ofPoem', { title: item.parentTitle })}` : ''}
            {item.entity === 'poems'
              ? ` · ${t('trash.contents', { recordings: item.recordings, words: item.difficultWords })}`
              : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'who',
      label: t('trash.columns.who'),
      render: (item) => (
        <Text as="span" dir="ltr">
          {item.deletedByEmail ?? '—'}
        </Text>
      ),
    },
    {
      key: 'when',
      label: t('trash.columns.when'),
      render: (item) => (
        <time dateTime={item.deletedAt}>{date.format(new Date(item.deletedAt))}</time>
      ),
    },
    {
      key: 'left',
      label: t('trash.columns.left'),
      numeric: true,
      render: (item) => trashDaysLeft(item.expiresAt, now),
    },
  ];

  return (
    <PageContainer maxW="7xl">
      <Stack gap="6" data-list-state={trash.loading ? 'loading' : 'ready'}>
        <ScreenHeader title={t('trash.title')} lead={t('trash.lead')}>
          <HStack>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={items.length === 0 || busy}
              onClick={() => setConfirming({ kind: 'empty' })}
            >
              {t('trash.emptyAll')}
            </Button>
          </HStack>
        </ScreenHeader>
        <RemoteStatus remote={trash} failed={t('trash.loadError')} />
        {trash.data && items.length === 0 && (
          <Notice>
            <Text role="status">{t('trash.empty')}</Text>
          </Notice>
        )}
        {items.length > 0 && (
          <ListTable
            caption={t('trash.title')}
            columns={columns}
            rows={items}
            sort={undefined}
            onSort={() => undefined}
            busy={trash.loading || busy}
            actions={(item) => (
              <HStack gap="2" justify="flex-end">
                <Button
                  size="xs"
                  variant="outline"
                  disabled={busy}
                  aria-label={t('trash.restoreNamed', { name: item.title })}
                  onClick={() =>
                    void act(() => restoreFromTrash(item.id), t('trash.restored'), item.title)
                  }
                >
                  {t('trash.restore')}
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={busy}
                  aria-label={t('trash.removeNamed', { name: item.title })}
                  onClick={() => setConfirming({ kind: 'remove', item })}
                >
                  {t('trash.remove')}
                </Button>
              </HStack>
            )}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={confirming !== undefined}
        tone="error"
        title={
          confirming?.kind === 'remove'
            ? t('trash.removeTitle', { name: confirming.item.title })
            : t('trash.emptyTitle')
        }
        body={confirming?.kind === 'remove' ? t('trash.removeBody') : t('trash.emptyBody')}
        confirmLabel={confirming?.kind === 'remove' ? t('trash.remove') : t('trash.emptyAll')}
        pendingLabel={t('delete.pending')}
        pending={busy}
        onConfirm={confirm}
        onCancel={() => {
          if (!busy) setConfirming(undefined);
        }}
      />
    </PageContainer>
  );
}
