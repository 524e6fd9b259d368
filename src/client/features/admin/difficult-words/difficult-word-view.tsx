/** /dashboard/difficult-words/{id}: a word, its definition and explanation, and its poem (title and id). */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DifficultWord } from '@domain/schemas/difficult-word';
import '@client/i18n/namespaces/admin';
import { IdText } from '../resource/id-text';
import { MirrorName } from '../resource/mirror-name';
import { RecordView, type RecordField } from '../resource/record-view';
import { difficultWordResource } from './resource';

export function DifficultWordView({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const fields = (word: DifficultWord): RecordField[] => [
    { label: t('difficultWords.columns.definition'), value: word.definition, long: true },
    { label: t('difficultWords.columns.explanation'), value: word.explanation, long: true },
    {
      label: t('difficultWords.columns.poem'),
      value: word.poemId ? (
        <MirrorName table="poems" id={word.poemId} />
      ) : (
        <Text as="span" color="fg.muted">
          {t('difficultWords.general')}
        </Text>
      ),
    },
    {
      label: t('difficultWords.columns.poemId'),
      value: word.poemId ? <IdText id={word.poemId} /> : null,
    },
  ];
  return (
    <RecordView<DifficultWord>
      id={id}
      load={difficultWordResource.get}
      texts={{
        section: t('difficultWords.title'),
        notFound: t('difficultWords.notFound'),
        fetchError: t('difficultWords.fetchError'),
        body: t('difficultWords.deleteBody'),
        done: t('difficultWords.deleted'),
        failed: t('difficultWords.deleteError'),
      }}
      name={(word) => word.word}
      fields={fields}
      listPath="/dashboard/difficult-words"
      editRoute="/dashboard/difficult-words/$id/edit"
      historyRoute="/dashboard/difficult-words/$id/history"
      remove={difficultWordResource.delete}
    />
  );
}
