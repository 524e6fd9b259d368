/**
 * The edit screen's frame: reads the record from the API (the source of `version`, never
 * the mirror, which may lag), then renders the form with it. While it loads, a spinner;
 * a missing record or a failed read says so (SPEC: 'Error fetching difficult word').
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-form';
import { PageContainer } from '@client/components/common/page-container';
import { getRecord } from '../resource/api';
import { RecordLoadState } from '../resource/record-load-state';
import { useRemote } from '../resource/use-remote';
import type { KitFormName, VersionedRecord } from './form-spec';

interface Props<Row> {
  form: KitFormName;
  /** The record's API path under /api, e.g. `difficult-words/<id>`. */
  path: string;
  children: (record: Row) => ReactNode;
}

export function EditRecordScreen<Row extends VersionedRecord>({
  form,
  path,
  children,
}: Props<Row>) {
  const { t } = useTranslation('admin-form');
  const record = useRemote(path, (signal) => getRecord<Row>(path, signal));
  if (record.data && !record.loading) return <PageContainer>{children(record.data)}</PageContainer>;
  return (
    <PageContainer>
      <RecordLoadState
        record={record}
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
