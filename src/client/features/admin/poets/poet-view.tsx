/** /dashboard/poets/{id}: a poet as the server has it, with the number of their poems. */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Poet } from '@domain/schemas/poet';
import '@client/i18n/namespaces/admin';
import { RecordView, type RecordField } from '../resource/record-view';
import { poetResource } from './resource';
import { poetYears } from './poet-years';

export function PoetView({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const fields = (poet: Poet): RecordField[] => [
    {
      label: t('poets.columns.status'),
      value: t(`poets.status.${poet.status}` as 'poets.status.active'),
    },
    { label: t('poets.columns.years'), value: poetYears(poet) },
    { label: t('poets.columns.poemCount'), value: poet.poemCount },
    {
      label: t('poets.fields.biography'),
      value: Object.entries(poet.biography ?? {}).some(([, v]) => v?.trim()) ? (
        <Stack gap="2">
          {Object.entries(poet.biography ?? {})
            .filter(([, v]) => v?.trim())
            .map(([lng, value]) => (
              <Text key={lng} lang={lng === 'wol' ? 'wo' : lng} dir="auto" whiteSpace="pre-wrap">
                <Text
                  as="span"
                  fontWeight="semibold"
                  textTransform="uppercase"
                  textStyle="xs"
                  me="2"
                  dir="ltr"
                >
                  {lng}
                </Text>
                {value}
              </Text>
            ))}
        </Stack>
      ) : null,
    },
    {
      label: t('poets.fields.photo'),
      value: poet.photoUrl ? (
        <Text as="span" dir="ltr">
          {poet.photoUrl}
        </Text>
      ) : null,
    },
  ];
  return (
    <RecordView<Poet>
      id={id}
      load={poetResource.get}
      texts={{
        section: t('poets.title'),
        notFound: t('poets.notFound'),
        fetchError: t('poets.fetchError'),
        body: t('poets.deleteBody'),
        done: t('poets.deleted'),
        failed: t('poets.deleteError'),
        refusals: { still_referenced: t('delete.poetHasPoems') },
      }}
      name={(poet) => poet.name}
      fields={fields}
      listPath="/dashboard/poets"
      editRoute="/dashboard/poets/$id/edit"
      historyRoute="/dashboard/poets/$id/history"
      remove={poetResource.delete}
    />
  );
}
