/**
 * The edit screen's frame: reads the record from the API (the source of `version`, never
 * the mirror, which may lag), then renders the form with it. While it loads, a spinner;
 * a missing record or a failed read says so (SPEC: 'Error fetching difficult word').
 *
 * Offline, the editor still opens: every record read here is kept on the device
 * (db/opened-records.ts), and a read that cannot reach the server opens that copy instead,
 * saying so, with the form's draft offered as usual. A save from it is refused offline like
 * any other (the draft kept, never queued) and, online again, carries the copy's `version`,
 * so a record changed meanwhile meets the conflict view.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-form';
import { ApiError } from '@client/api/api-error';
import { Notice } from '@client/components/common/notice';
import { PageContainer } from '@client/components/common/page-container';
import { keepOpenedRecord, readOpenedRecord } from '@client/db/opened-records';
import { getRecord } from '../resource/api';
import { RecordLoadState } from '../resource/record-load-state';
import { DAY_AND_TIME, useDateFormat } from '../resource/use-date-format';
import { useRemote } from '../resource/use-remote';
import type { KitFormName, VersionedRecord } from './form-spec';

interface Props<Row> {
  form: KitFormName;
  /** The record's API path under /api, e.g. `difficult-words/<id>`. */
  path: string;
  children: (record: Row) => ReactNode;
}

/** The record, and when it comes from this device's copy (offline), when that copy was read. */
interface Opened<Row> {
  record: Row;
  seenAt?: number;
}

/** True for a read that got no answer (offline, server unreachable). */
const gotNoAnswer = (error: unknown) =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (error instanceof ApiError && error.offline);

async function openRecord<Row extends VersionedRecord>(
  form: KitFormName,
  path: string,
  signal: AbortSignal,
): Promise<Opened<Row>> {
  const recordId = path.slice(path.lastIndexOf('/') + 1);
  try {
    const record = await getRecord<Row>(path, signal);
    void keepOpenedRecord({ form, recordId }, record as unknown as Record<string, unknown>).catch(
      (error: unknown) => console.warn('Opened record not kept', error),
    );
    return { record };
  } catch (error) {
    if (!gotNoAnswer(error)) throw error;
    const copy = await readOpenedRecord({ form, recordId }).catch(() => undefined);
    if (!copy) throw error;
    return { record: copy.record as unknown as Row, seenAt: copy.seenAt };
  }
}

export function EditRecordScreen<Row extends VersionedRecord>({
  form,
  path,
  children,
}: Props<Row>) {
  const { t } = useTranslation('admin-form');
  const dates = useDateFormat(DAY_AND_TIME);
  const opened = useRemote(path, (signal) => openRecord<Row>(form, path, signal));
  if (opened.data && !opened.loading) {
    const { record, seenAt } = opened.data;
    return (
      <PageContainer>
        {seenAt !== undefined && (
          <div role="status" data-testid="offline-copy">
            <Notice tone="info">
              {t('load.offlineCopy', { time: dates.format(new Date(seenAt)) })}
            </Notice>
          </div>
        )}
        {children(record)}
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <RecordLoadState
        record={opened}
        texts={{
          loading: t('load.loading'),
          notFound: t('load.notFound'),
          fetchError: t(`resources.${form}.fetchError`),
          retry: t('load.retry'),
        }}
      />
    </PageContainer>
  );
}
