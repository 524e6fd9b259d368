/** /dashboard/singers/{id}: a singer (reciter) as the server has it. */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Singer } from '@domain/schemas/singer';
import '@client/i18n/namespaces/admin-people';
import { RecordView, type RecordField } from '../resource/record-view';
import { singerResource } from './resource';

export function SingerView({ id }: { id: string }) {
  const { t } = useTranslation('admin-people');
  const fields = (singer: Singer): RecordField[] => [
    {
      label: t('singers.fields.biography'),
      // Written in any language: its own direction, not the interface's.
      value: singer.biography ? (
        <Text as="span" dir="auto" display="block">
          {singer.biography}
        </Text>
      ) : null,
      long: true,
    },
    {
      label: t('singers.fields.photoUrl'),
      value: singer.photoUrl ? (
        <Text as="span" dir="ltr">
          {singer.photoUrl}
        </Text>
      ) : null,
    },
  ];
  return (
    <RecordView<Singer>
      id={id}
      load={singerResource.get}
      texts={{
        section: t('singers.title'),
        notFound: t('singers.notFound'),
        fetchError: t('singers.fetchError'),
        body: t('singers.deleteBody'),
        done: t('singers.deleted'),
        failed: t('singers.deleteError'),
      }}
      name={(singer) => singer.name}
      fields={fields}
      listPath="/dashboard/singers"
      editRoute="/dashboard/singers/$id/edit"
      remove={singerResource.delete}
    />
  );
}
