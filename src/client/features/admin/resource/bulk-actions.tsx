/**
 * The actions on a list's ticked rows: how many are ticked, each action (asked first when it
 * says so), and, once done, which rows failed and why (their refusal, said by its code: a
 * row changed since the list was read says so). Rows already as an action would leave them
 * are not sent (they count as done: nothing to change). Failed rows stay ticked, to retry or
 * open; the others leave the selection, and the list is read again.
 */
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import { errorText } from '@client/lib/error-text';
import { syncAfterSave } from '../form/sync-after-save';
import { showToast } from '../form/toasts';
import { ConfirmDialog } from './confirm-dialog';
import { runBulk } from './run-bulk';

export interface BulkAction<T> {
  key: string;
  label: string;
  /** The row is already as this action would leave it: nothing is sent for it. */
  already?: (row: T) => boolean;
  /** One row's request (its single save or delete). */
  run: (row: T) => Promise<unknown>;
  /** Asked before running (a move to the trash). */
  confirm?: { title: string; body: string };
  tone?: 'error';
  disabled?: boolean;
}

interface Failure {
  id: string;
  name: string;
  reason: string;
}

export function BulkActions<T extends { id: string }>({
  selected,
  settled,
  actions,
  rowName,
  children,
}: {
  selected: T[];
  settled: (failedIds: string[]) => void;
  actions: BulkAction<T>[];
  rowName: (row: T) => string;
  /** Controls the actions need (the tag to add or remove). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [running, setRunning] = useState<string>();
  const [asking, setAsking] = useState<BulkAction<T>>();
  const [failures, setFailures] = useState<Failure[]>([]);

  async function run(action: BulkAction<T>) {
    setAsking(undefined);
    setRunning(action.key);
    setFailures([]);
    const rows = selected.filter((row) => !action.already?.(row));
    const outcome = await runBulk(rows, action.run);
    setRunning(undefined);
    const failed = outcome.failed.map(({ row, error }) => ({
      id: row.id,
      name: rowName(row),
      reason: errorText(error),
    }));
    setFailures(failed);
    const done = selected.length - failed.length;
    if (done > 0) {
      showToast({ tone: 'success', title: t('bulk.done', { count: done }) });
      syncAfterSave();
    }
    settled(failed.map((f) => f.id));
  }

  return (
    <Stack
      as="section"
      aria-label={t('bulk.label')}
      gap="3"
      p="3"
      rounded="xl"
      borderWidth="1px"
      borderColor="primary.muted"
      bg="primary.subtle"
      data-testid="bulk-actions"
    >
      <Flex gap="3" wrap="wrap" align="end">
        <Text fontWeight="semibold" role="status" alignSelf="center">
          {t('bulk.selected', { count: selected.length })}
        </Text>
        {children}
        {actions.map((action) => (
          <Button
            key={action.key}
            size="sm"
            variant={action.tone === 'error' ? 'outline' : 'solid'}
            colorPalette={action.tone === 'error' ? 'error' : 'primary'}
            loading={running === action.key}
            disabled={running !== undefined || action.disabled}
            onClick={() => (action.confirm ? setAsking(action) : void run(action))}
          >
            {action.label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          disabled={running !== undefined}
          onClick={() => {
            setFailures([]);
            settled([]);
          }}
        >
          {t('bulk.clear')}
        </Button>
      </Flex>
      {failures.length > 0 && (
        <Stack role="alert" gap="1" data-testid="bulk-failures">
          <Text fontWeight="semibold" color="error.fg">
            {t('bulk.failed', { count: failures.length })}
          </Text>
          <Stack as="ul" gap="1" ps="5" m="0">
            {failures.map((failure) => (
              <Text as="li" key={failure.id}>
                <Text as="span" fontWeight="semibold" dir="auto">
                  {failure.name}
                </Text>{' '}
                — {failure.reason}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={asking?.confirm?.title ?? ''}
        body={asking?.confirm?.body ?? ''}
        confirmLabel={asking?.label ?? ''}
        tone={asking?.tone === 'error' ? 'error' : 'primary'}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(undefined)}
      />
    </Stack>
  );
}
