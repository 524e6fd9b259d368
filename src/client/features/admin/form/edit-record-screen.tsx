/**
 * The edit screen's frame: reads the record from the API (the source of `version`, never
 * the mirror, which may lag), then renders the form with it. While it loads, a spinner;
 * a missing record or a failed read says so (SPEC: 'Error fetching difficult word').
 */
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-form';
import { Notice } from '@client/components/common/notice';
import { PageContainer } from '@client/components/common/page-container';
import { getRecord } from '../resource/api';
import { useRemote } from '../resource/use-remote';
import type { FormName, VersionedRecord } from './form-spec';

interface Props<Row> {
  form: FormName;
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
      {record.error?.status === 404 ? (
        <Notice>
          <Text role="status">{t('load.notFound')}</Text>
        </Notice>
      ) : record.error ? (
        <Notice tone="error">
          <Stack gap="3" align="center">
            <Text fontWeight="semibold">{t(`resources.${form}.fetchError`)}</Text>
            <Button size="sm" variant="outline" onClick={record.reload}>
              {t('load.retry')}
            </Button>
          </Stack>
        </Notice>
      ) : (
        <HStack justify="center" py="12" role="status" gap="3">
          <Spinner size="sm" />
          <Text color="fg.muted">{t('load.loading')}</Text>
        </HStack>
      )}
    </PageContainer>
  );
}
